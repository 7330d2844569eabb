/** The key the mailbox caps store in place of an address. */
import { mailboxKey } from "../../../../contract/email.ts";
import { sha256Hex } from "../../../lib/ids.ts";

/**
 * What `mailbox_caps.mailbox` holds for `address`: the hash of its mailbox key, never the
 * address. Apart from the caps' statements so the staff CLI (no D1 types) finds it to erase.
 */
export function mailboxHash(address: string): Promise<string> {
  return sha256Hex(mailboxKey(address));
}

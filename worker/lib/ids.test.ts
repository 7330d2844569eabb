import { describe, expect, it } from "vitest";
import { BOOKING_TOKEN_PATTERN } from "../../contract/booking/wire.ts";
import { newBookingToken, tokenMatches } from "../booking/token.ts";
import { ID_PATTERN, INQUIRY_ID_PATTERN, newId, newToken, randomBase64Url } from "./ids.ts";

describe("ids and tokens", () => {
  it("gives unpadded base64url of the asked length", () => {
    for (const bytes of [1, 2, 3, 24, 32]) {
      const token = randomBase64Url(bytes);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(token).toHaveLength(Math.ceil((bytes * 4) / 3));
    }
  });

  it("gives link tokens of 43 characters and booking tokens the contract accepts", () => {
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const booking = newBookingToken();
    expect(booking).toMatch(BOOKING_TOKEN_PATTERN);
    expect(tokenMatches(booking, booking)).toBe(true);
    expect(tokenMatches(booking, newBookingToken())).toBe(false);
  });

  it("gives ids its own pattern reads back", () => {
    expect(newId("inq")).toMatch(ID_PATTERN);
    expect(newId("out")).toMatch(/^out_[a-z2-7]{16}$/);
  });

  it("tells an inquiry's id from any other", () => {
    expect(newId("inq")).toMatch(INQUIRY_ID_PATTERN);
    expect(newId("ref")).not.toMatch(INQUIRY_ID_PATTERN);
    expect(`${newId("inq")}x`).not.toMatch(INQUIRY_ID_PATTERN);
  });
});

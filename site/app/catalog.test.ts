import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { createBrowserI18n, PAGE_MESSAGES_ID, recordingMessages, serializePageMessages } from "./catalog.ts";

describe("page messages", () => {
  it("records the messages a render uses and serializes only those, safe for <script>", () => {
    const all = { a: ["Hello"], b: ["</script><b>"], c: ["unused"] };
    const { messages, used } = recordingMessages(all);
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: "en", messages });
    expect(i18n._("a")).toBe("Hello");
    expect(i18n._("b")).toBe("</script><b>");
    expect([...used].sort()).toEqual(["a", "b"]);
    const json = serializePageMessages(all, used);
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ a: ["Hello"], b: ["</script><b>"] });
  });

  it("hydrates from the inline messages and loads the full catalog when one is missing", async () => {
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MESSAGES_ID}">{"x":["Inline"]}</script>`;
    const i18n = await createBrowserI18n("de");
    expect(i18n._("x")).toBe("Inline");
    const changed = new Promise<void>((resolve) => i18n.on("change", () => resolve()));
    i18n._("Open menu"); // not inline: triggers the full German catalog
    await changed;
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(100);
    document.body.innerHTML = "";
  });
});

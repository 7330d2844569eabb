import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadBlogMessages } from "../i18n.ts";
import {
  createBrowserI18n,
  ensureBlogCatalog,
  ensureCatalogsFor,
  PAGE_MESSAGES_ID,
  recordingMessages,
  serializePageMessages,
} from "./catalog.ts";

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

describe("the blog catalog", () => {
  it("loads only for a navigation to an article, and once", async () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: "de", messages: {} });
    await ensureCatalogsFor(i18n, "/blog");
    const siteOnly = Object.keys(i18n.messages).length;
    expect(siteOnly).toBeGreaterThan(100);
    const blogIds = Object.keys(await loadBlogMessages("de"));
    expect(blogIds.some((id) => id in i18n.messages)).toBe(false);

    await ensureCatalogsFor(i18n, "/de/blog/mvp-in-weeks-not-months");
    expect(blogIds.every((id) => id in i18n.messages)).toBe(true);
    expect(ensureBlogCatalog(i18n)).toBe(ensureBlogCatalog(i18n));
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../i18n.ts";
import type { TurnstileOptions } from "./turnstile.ts";

// The Turnstile loader keeps `/api/config`'s answer and Cloudflare's script for the page's
// lifetime: each test gets a fresh page's worth of them, from fresh modules.
// (The provider and the catalogs come fresh too: one copy of @lingui/react per render.)
let NewsletterForm: typeof import("./NewsletterForm.tsx").NewsletterForm;
let I18nProvider: typeof import("@lingui/react").I18nProvider;
let createI18n: typeof import("../i18n.ts").createI18n;
beforeEach(async () => {
  vi.resetModules();
  ({ NewsletterForm } = await import("./NewsletterForm.tsx"));
  ({ I18nProvider } = await import("@lingui/react"));
  ({ createI18n } = await import("../i18n.ts"));
});

async function setup(locale: Locale = "en") {
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={await createI18n(locale)}>
      <NewsletterForm locale={locale} />
    </I18nProvider>,
  );
  return { user, input: screen.getByRole("textbox", { name: locale === "de" ? "Ihre E-Mail-Adresse" : "Your email address" }) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Stands in for the API: `/api/config` says whether Turnstile is on, every sign-up goes to
 * `signUp`, whose mock records the newsletter calls only.
 */
function stubApi(signUp: (init: RequestInit) => Promise<Response>, turnstile: { siteKey: string } | null = null) {
  const newsletter = vi.fn(signUp);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => (url === "/api/config" ? json(200, { turnstile }) : newsletter(init))),
  );
  return newsletter;
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.turnstile;
});

describe("NewsletterForm", () => {
  it("refuses an invalid address without calling the API, keeps it and points to the error", async () => {
    const signUp = stubApi(async () => json(201, { id: "sub_x" }));
    const { user, input } = await setup();
    await user.type(input, "anna@example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter a valid email address");
    expect(input).toHaveValue("anna@example");
    expect(input).toHaveFocus();
  });

  it("posts JSON with an idempotency key and announces success", async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      json(url === "/api/config" ? 200 : 201, url === "/api/config" ? { turnstile: null } : { ok: true }),
    );
    vi.stubGlobal("fetch", fetch);
    const { user, input } = await setup("de");
    await user.type(input, " anna@example.at ");
    await user.click(screen.getByRole("button", { name: "Abonnieren" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Fast geschafft!");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/config", "/api/newsletter"]);
    const [, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.method).toBe("POST");
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
    expect(JSON.parse(init.body as string)).toEqual({ email: "anna@example.at", locale: "de" });
    const headers = init.headers as Record<string, string>;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toHaveValue("");
  });

  it("shows the API's field error, and server, rate-limit and network errors, keeping the input", async () => {
    const answers = [
      json(400, { error: "validation_failed", fields: { email: "invalid_email" } }),
      json(429, { error: "rate_limited" }),
      json(500, { error: "internal" }),
    ];
    stubApi(async () => {
      const next = answers.shift();
      if (!next) throw new TypeError("Failed to fetch");
      return next;
    });
    const { user, input } = await setup();
    await user.type(input, "anna@example.com");
    const submit = screen.getByRole("button", { name: "Subscribe" });

    await user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email address");

    await user.click(submit);
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText(/Something went wrong on our side/)).toBeInTheDocument();

    await user.click(submit);
    expect(await screen.findByText(/could not reach the server/)).toBeInTheDocument();
    expect(input).toHaveValue("anna@example.com");
  });

  it("with Turnstile configured renders the check in the visitor's language, sends its token, and offers a retry on bot_check_failed", async () => {
    const rendered: TurnstileOptions[] = [];
    const reset = vi.fn();
    window.turnstile = {
      render: (_container, options) => {
        rendered.push(options);
        return "widget-1";
      },
      reset,
      remove: vi.fn(),
    };
    const answers = [json(403, { error: "bot_check_failed" }), json(201, { id: "sub_x" })];
    const signUp = stubApi(async () => answers.shift()!, { siteKey: "1x00000000000000000000AA" });
    const { user, input } = await setup("de");
    await user.type(input, "anna@example.at");
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]).toMatchObject({ sitekey: "1x00000000000000000000AA", language: "de" });
    const submit = screen.getByRole("button", { name: "Abonnieren" });

    // Not solved yet: nothing is sent, the visitor is told what to do.
    await user.click(submit);
    expect(await screen.findByText(/Sicherheitsprüfung/)).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();

    rendered[0]!.callback("token-1");
    await user.click(submit);
    expect(await screen.findByText(/Sicherheitsprüfung/)).toBeInTheDocument();
    expect(JSON.parse(signUp.mock.calls[0]![0].body as string)).toEqual({
      email: "anna@example.at",
      locale: "de",
      turnstileToken: "token-1",
    });
    expect(reset).toHaveBeenCalledWith("widget-1");
    expect(input).toHaveValue("anna@example.at");

    rendered[0]!.callback("token-2");
    await user.click(submit);
    expect(await screen.findByText(/Fast geschafft!/)).toBeInTheDocument();
    expect(JSON.parse(signUp.mock.calls[1]![0].body as string)).toMatchObject({ turnstileToken: "token-2" });
    expect(rendered).toHaveLength(1);
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nProvider } from "@lingui/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, type Locale } from "../i18n.ts";
import { NewsletterForm } from "./NewsletterForm.tsx";

async function setup(locale: Locale = "en") {
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={await createI18n(locale)}>
      <NewsletterForm locale={locale} />
    </I18nProvider>,
  );
  return { user, input: screen.getByRole("textbox", { name: locale === "de" ? "Ihre E-Mail-Adresse" : "Your e-mail address" }) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("NewsletterForm", () => {
  it("refuses an invalid address without calling the API, keeps it and points to the error", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { user, input } = await setup();
    await user.type(input, "anna@example");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid email address");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Please enter a valid email address");
    expect(input).toHaveValue("anna@example");
    expect(input).toHaveFocus();
  });

  it("posts JSON with an idempotency key and announces success", async () => {
    const fetch = vi.fn(async () => json(201, { ok: true }));
    vi.stubGlobal("fetch", fetch);
    const { user, input } = await setup("de");
    await user.type(input, " anna@example.at ");
    await user.click(screen.getByRole("button", { name: "Abonnieren" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Fast geschafft!");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/newsletter");
    expect(init.method).toBe("POST");
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
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        const next = answers.shift();
        if (!next) throw new TypeError("Failed to fetch");
        return next;
      }),
    );
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
});

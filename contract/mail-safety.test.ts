import { describe, expect, it } from "vitest";
import { mailboxKey } from "./email.ts";
import { isPersonName, isPlainText, isSingleLineText } from "./text.ts";

describe("names and plain text", () => {
  it("refuse what turns a name into a message: schemes, www., addresses and markup", () => {
    for (const name of [
      "Dear customer, your account is suspended - verify at https://evil.example/login",
      "HTTP://x",
      "see ftp://files",
      "web+app://x",
      "mailto:a",
      "JavaScript:alert(1)",
      "www.evil.example",
      "Anna anna@x.de",
      "<Anna>",
      "Anna > Bob",
    ]) {
      expect(isPersonName(name), name).toBe(false);
    }
    for (const name of ["Anna Huber", "Jörg 'JJ' Müller", "Dr. A. B. Smith-Jones", "李小龙", "O'Brien & Söhne"]) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it("let a company hold a bare domain but no scheme, address or markup", () => {
    for (const ok of ["Booking.com", "www.acme.at GmbH", "Data: analytics", "AT&T"]) expect(isPlainText(ok), ok).toBe(true);
    for (const bad of ["https://booking.com", "sales@booking.com", "<b>Acme</b>", "mailto:x"]) expect(isPlainText(bad), bad).toBe(false);
  });
});

describe("invisible format characters in one-line fields", () => {
  it("are refused: tag characters, soft hyphen, invisible operators, deprecated format controls, interlinear annotation", () => {
    for (const hidden of [
      "\u{e0001}",
      "\u{e0041}",
      "\u{e007f}",
      "\u00ad",
      "\u2061",
      "\u2062",
      "\u2064",
      "\u206a",
      "\u206f",
      "\ufff9",
      "\ufffb",
    ]) {
      expect(isSingleLineText(`Acme${hidden}`), hidden.codePointAt(0)!.toString(16)).toBe(false);
    }
    expect(isSingleLineText("Acme 😀 GmbH")).toBe(true);
  });
});

describe("mailboxKey", () => {
  it("is one key for the spellings of one mailbox", () => {
    for (const spelling of ["victim@gmail.com", "Victim+1@gmail.com", "vic.tim@gmail.com", "V.i.c.t.i.m+news@googlemail.com"]) {
      expect(mailboxKey(spelling), spelling).toBe("victim@gmail.com");
    }
    // Dots count elsewhere; the +tag does not.
    expect(mailboxKey("vic.tim+x@example.org")).toBe("vic.tim@example.org");
    expect(mailboxKey("victim@example.org")).not.toBe(mailboxKey("vic.tim@example.org"));
  });

  it("makes a Unicode domain and its punycode spelling one mailbox", () => {
    expect(mailboxKey("Anna@Bücher.de")).toBe("anna@xn--bcher-kva.de");
    expect(mailboxKey("anna+shop@xn--bcher-kva.de")).toBe(mailboxKey("anna@bücher.de"));
    expect(mailboxKey("anna@bucher.de")).not.toBe(mailboxKey("anna@bücher.de"));
  });
});

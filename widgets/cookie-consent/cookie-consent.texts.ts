/**
 * The banner's texts (catalog `consent`), kept apart from the forms' so the banner loads no
 * other catalog.
 */
import { msg } from "@lingui/core/macro";

export const consentMessages = {
  title: msg`Cookies on this website`,
  body: msg`We use functional cookies so this website works. With your consent we also use analytics cookies to understand how visitors use the site and to improve it. You can change your choice at any time with the cookie button at the bottom left.`,
  privacy: msg`Privacy Policy`,
  gpc: msg`Your browser sends a Global Privacy Control signal, so analytics stay off unless you accept them here.`,
  accept: msg`Accept All`,
  functional: msg`Only Functional Cookies`,
  settings: msg`Cookie settings`,
  accepted: msg`Cookies accepted`,
  functionalAccepted: msg`Only functional cookies accepted`,
  saved: msg`Your cookie preferences have been saved.`,
  close: msg`Close and keep my current choice`,
  currentAll: msg`Your current choice: all cookies, including analytics.`,
  currentFunctional: msg`Your current choice: only functional cookies.`,
};

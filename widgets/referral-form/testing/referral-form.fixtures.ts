import { TEST_API } from "../../lib/testing/test-api.ts";

/** For the referral form's tests only: where it sends, and what a visitor reads in each language. */

export const API = TEST_API;
export const CALENDAR = "https://cal.example.test/agency/intro?duration=30";

export interface Texts {
  name: string;
  email: string;
  company: string;
  referralName: string;
  referralEmail: string;
  referralCompany: string;
  confirm: string;
  submit: string;
  submitting: string;
  required: string;
  invalidEmail: string;
  mustDiffer: string;
  mustConfirm: string;
  errorTitle: string;
  errorText: string;
  tryShortly: string;
  thanks: string;
  success: string;
  schedule: RegExp;
  reward: string;
}

export const en: Texts = {
  name: "Referrer’s name",
  email: "Referrer’s email",
  company: "Referrer’s company (optional)",
  referralName: "Referred person’s name",
  referralEmail: "Referred person’s email",
  referralCompany: "Referred person’s company",
  confirm: "I confirm this person agreed to be contacted by us",
  submit: "Submit referral",
  submitting: "Submitting...",
  required: "This field is required",
  invalidEmail: "Please enter a valid email address",
  mustDiffer: "Their email must differ from yours",
  mustConfirm: "Please confirm that this person agreed to be contacted",
  errorTitle: "Something went wrong",
  errorText: "There was an error submitting your referral. Please try again.",
  tryShortly: "Too many requests. Please try again shortly.",
  thanks: "Thank you!",
  success:
    "Your referral has been sent. We will contact the company you recommended personally, and if they become a client, we will be in touch about your reward.",
  schedule: /^Book a call/,
  reward: "Receive a €500 discount on your next project or a €250 gift card once the company you recommend signs a contract.",
};

export const de: Texts = {
  name: "Name der empfehlenden Person",
  email: "E-Mail der empfehlenden Person",
  company: "Unternehmen der empfehlenden Person (optional)",
  referralName: "Name der empfohlenen Person",
  referralEmail: "E-Mail der empfohlenen Person",
  referralCompany: "Unternehmen der empfohlenen Person",
  confirm: "Ich bestätige, dass diese Person einer Kontaktaufnahme durch uns zugestimmt hat",
  submit: "Empfehlung absenden",
  submitting: "Wird gesendet …",
  required: "Dieses Feld ist erforderlich",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  mustDiffer: "Die E-Mail-Adresse der empfohlenen Person muss sich von Ihrer unterscheiden",
  mustConfirm: "Bitte bestätigen Sie, dass diese Person einer Kontaktaufnahme zugestimmt hat",
  errorTitle: "Etwas ist schiefgelaufen",
  errorText: "Beim Senden Ihrer Empfehlung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  tryShortly: "Zu viele Anfragen. Bitte versuchen Sie es in Kürze erneut.",
  thanks: "Vielen Dank!",
  success:
    "Ihre Empfehlung ist bei uns angekommen. Wir nehmen persönlich Kontakt mit dem empfohlenen Unternehmen auf und melden uns wegen Ihrer Prämie, sobald es Kunde wird.",
  schedule: /^Termin vereinbaren/,
  reward:
    "Sobald das empfohlene Unternehmen einen Vertrag mit uns schließt, erhalten Sie 500 € Rabatt auf Ihr nächstes Projekt oder einen Gutschein über 250 €.",
};

export const texts = { en, de };

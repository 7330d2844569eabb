import type { Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { queryD1, sqlText } from "./d1.ts";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { sentTo, waitForMessage } from "./mail-catcher.ts";
import { fillAll, type Texts, uniqueEmail } from "./questionnaire-helpers.ts";

/**
 * The kit on a partner's page in French, Italian and Spanish: `<html lang>` alone decides
 * the banner's, the questionnaire's and the referral form's language, the acknowledgement
 * arrives in it, and the privacy link opens the policy in it. The language switch in a form
 * changes the language mid-form and keeps what was typed.
 */

interface Language {
  lang: "fr" | "it" | "es";
  /** The page's tag: a regional one for French, to prove the mapping on a real page. */
  tag: string;
  texts: Texts;
  acceptAll: string;
  firstStep: string;
  required: string;
  referralTitle: string;
  ackSubject: string;
  greeting: string;
  privacyPath: string;
  privacyTitle: string;
}

const languages: Language[] = [
  {
    lang: "fr",
    tag: "fr-CH",
    texts: {
      next: "Suivant",
      book: "Prendre rendez-vous",
      projectType: "Type de projet",
      description: "Description du projet",
      company: "Nom de l’entreprise",
      name: "Prénom et nom",
      email: "E-mail",
    },
    acceptAll: "Tout accepter",
    firstStep: "Parlez-nous de votre projet",
    required: "Ce champ est obligatoire",
    referralTitle: "Recommander une entreprise",
    ackSubject: "Nous avons bien reçu votre demande de projet",
    greeting: "Bonjour Anna Huber,",
    privacyPath: "/fr/confidentialite",
    privacyTitle: "Politique de confidentialité",
  },
  {
    lang: "it",
    tag: "it",
    texts: {
      next: "Avanti",
      book: "Prenota appuntamento",
      projectType: "Tipo di progetto",
      description: "Descrizione del progetto",
      company: "Nome dell’azienda",
      name: "Nome e cognome",
      email: "E-mail",
    },
    acceptAll: "Accetta tutti",
    firstStep: "Ci parli del Suo progetto",
    required: "Questo campo è obbligatorio",
    referralTitle: "Ci consigli un’azienda",
    ackSubject: "Abbiamo ricevuto la Sua richiesta di progetto",
    greeting: "Gentile Anna Huber,",
    privacyPath: "/it/privacy",
    privacyTitle: "",
  },
  {
    lang: "es",
    tag: "es-419",
    texts: {
      next: "Siguiente",
      book: "Reservar cita",
      projectType: "Tipo de proyecto",
      description: "Descripción del proyecto",
      company: "Nombre de la empresa",
      name: "Nombre y apellidos",
      email: "Correo electrónico",
    },
    acceptAll: "Aceptar todas",
    firstStep: "Cuéntenos su proyecto",
    required: "Este campo es obligatorio",
    referralTitle: "Recomendar una empresa",
    ackSubject: "Hemos recibido su solicitud de proyecto",
    greeting: "Hola, Anna Huber:",
    privacyPath: "/es/privacidad",
    privacyTitle: "",
  },
];

/** The partner page with the whole kit, served as a partner would write it: `<html lang="<tag>">`. */
async function partnerPageIn(page: Page, tag: string) {
  await page.goto(`${PARTNER_ORIGIN}/all-widgets.html?lang=${tag}`);
  await expect(page.locator("html")).toHaveAttribute("lang", tag);
}

for (const language of languages) {
  test(`${language.lang}: a partner page in ${language.tag} gets the banner, the questionnaire, the referral form, the acknowledgement and the privacy policy in that language`, async ({
    page,
    context,
    request,
    consoleProblems,
  }) => {
    await context.route(`${PARTNER_ORIGIN}/booking.html**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Booking</title>" }),
    );
    await partnerPageIn(page, language.tag);

    const banner = page.locator("agency-cookie-consent");
    await banner.getByRole("button", { name: language.acceptAll }).click();

    const referral = page.locator("agency-referral-form");
    await expect(referral.getByRole("heading", { name: language.referralTitle })).toBeVisible();

    await page.locator("#start").click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName(language.firstStep);
    await expect(dialog.getByRole("combobox", { name: /^(Langue|Lingua|Idioma)$/ })).toHaveValue(language.lang);
    await dialog.getByRole("button", { name: language.texts.next }).click();
    await expect(dialog.getByText(language.required, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: language.texts.description })).toBeFocused();

    const email = uniqueEmail(language.lang);
    await fillAll(dialog, language.texts, { email });
    const privacy = dialog.locator("[part=privacy-note] a");
    const href = await privacy.getAttribute("href");
    expect(new URL(href!).pathname).toBe(language.privacyPath);
    await dialog.getByRole("button", { name: language.texts.book }).click();

    const acknowledgement = await waitForMessage(request, sentTo(email));
    expect(acknowledgement.subject).toBe(language.ackSubject);
    expect(acknowledgement.text.startsWith(language.greeting)).toBe(true);
    expect(acknowledgement.html).toContain(`<html lang="${language.lang}">`);
    expect(queryD1<{ locale: string }>(`SELECT locale FROM project_inquiries WHERE contact_email = ${sqlText(email)}`)).toEqual([
      { locale: language.lang },
    ]);

    // The policy the link opens: the whole page in the language, the banner on it too.
    const policy = await context.newPage();
    await policy.goto(href!);
    await expect(policy.locator("html")).toHaveAttribute("lang", language.lang);
    await expect(policy.locator("main [lang]").first()).toHaveAttribute("lang", language.lang);
    const heading = policy.getByRole("heading", { level: 1 });
    if (language.privacyTitle) await expect(heading).toHaveText(language.privacyTitle);
    await expect(heading).not.toHaveText("Privacy policy");
    const alternates = await policy
      .locator('link[rel="alternate"]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`));
    expect(alternates).toEqual([
      "en /privacy",
      "de /de/datenschutz",
      "fr /fr/confidentialite",
      "it /it/privacy",
      "es /es/privacidad",
      "x-default /privacy",
    ]);
    expect(consoleProblems).toEqual([]);
  });
}

test("the language switch changes a form's language mid-form and keeps everything typed", async ({ page, consoleProblems }) => {
  await partnerPageIn(page, "en");
  await page.locator("agency-cookie-consent").getByRole("button", { name: "Accept All" }).click();

  await page.locator("#start").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Tell us about your project");
  await dialog.getByRole("textbox", { name: "Project description" }).fill("Un outil pour nos trois cliniques");
  const switcher = dialog.getByRole("combobox", { name: "Language" });
  await switcher.focus();
  await switcher.selectOption("fr");
  await expect(dialog).toHaveAccessibleName("Parlez-nous de votre projet");
  await expect(dialog.getByRole("textbox", { name: "Description du projet" })).toHaveValue("Un outil pour nos trois cliniques");
  await expect(dialog.getByRole("combobox", { name: "Langue" })).toBeFocused();
  await dialog.getByRole("combobox", { name: "Langue" }).selectOption("it");
  await expect(dialog).toHaveAccessibleName("Ci parli del Suo progetto");
  await expect(dialog.getByRole("textbox", { name: "Descrizione del progetto" })).toHaveValue("Un outil pour nos trois cliniques");
  await page.keyboard.press("Escape");
  // Until the dialog has closed the page behind it is inert: typing would go nowhere.
  await expect(dialog).toBeHidden();

  const referral = page.locator("agency-referral-form");
  await referral.getByRole("textbox", { name: "Referrer’s name" }).fill("Max Muster");
  await referral.getByRole("combobox", { name: "Language" }).selectOption("es");
  await expect(referral.getByRole("heading", { name: "Recomendar una empresa" })).toBeVisible();
  await expect(referral.getByRole("textbox", { name: "Nombre de quien recomienda" })).toHaveValue("Max Muster");
  await expect(referral).toHaveAttribute("lang", "es");
  expect(consoleProblems).toEqual([]);
});

test("the French, Italian and Spanish policies are in the sitemap with all five languages, and pass axe in both themes", async ({
  page,
  request,
}) => {
  // Three policies, each checked by axe in two themes: six runs on long pages.
  test.slow();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/privacy", "/de/datenschutz", "/fr/confidentialite", "/it/privacy", "/es/privacidad"]) {
    const entry = new RegExp(`<url>\\s*<loc>https://www\\.example\\.com${path}</loc>([\\s\\S]*?)</url>`).exec(sitemap);
    expect(entry, path).not.toBeNull();
    for (const [lang, href] of [
      ["en", "/privacy"],
      ["fr", "/fr/confidentialite"],
      ["es", "/es/privacidad"],
      ["x-default", "/privacy"],
    ]) {
      expect(entry![1], `${path} lists ${lang}`).toContain(`hreflang="${lang}" href="https://www.example.com${href}"`);
    }
  }
  expect(sitemap).not.toContain("/de/fr/");
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const path of ["/fr/confidentialite", "/it/privacy", "/es/privacidad"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      expect(await seriousViolations(page), `${path} ${scheme}`).toEqual([]);
    }
  }
});

test("the dialog in French, with its language switch, passes axe", async ({ page }) => {
  await partnerPageIn(page, "fr");
  await page.locator("agency-cookie-consent").getByRole("button", { name: "Tout accepter" }).click();
  await page.locator("#start").click();
  await expect(page.getByRole("dialog")).toHaveAccessibleName("Parlez-nous de votre projet");
  expect(await seriousViolations(page)).toEqual([]);
});

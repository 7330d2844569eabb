import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The deadlines the agreement promises, in one place: the page's measures promise the same
 * 24 hours for a breach, and a buyer compares the two.
 */
export const agreementTerms = {
  /** Hours from noticing a personal data breach to telling the controller. */
  breachHours: 24,
  /** Days a new sub-processor is announced ahead, and the controller may object. */
  objectionDays: 30,
  /** Days after the end of the main contract by which the data is returned and deleted. */
  deletionDays: 30,
  /** Days by which the backup rotation has overwritten the last copy. */
  backupDays: 90,
  /** Days of notice before an on-site audit. */
  auditNoticeDays: 14,
} as const;

const { breachHours, objectionDays, deletionDays, backupDays, auditNoticeDays } = agreementTerms;

/** A numbered section of the agreement: its heading and its numbered clauses. */
export interface Clause {
  heading: MessageDescriptor;
  clauses: MessageDescriptor[];
}

/** The clauses of the agreement that name no company detail, in the order they are numbered. */
export const clauses: Clause[] = [
  {
    heading: msg`Subject and duration`,
    clauses: [
      msg`This agreement sets out the data protection obligations of both parties that arise from the main contract (development, hosting, maintenance or support of software), under which the processor processes personal data on behalf of the controller.`,
      msg`It applies for as long as the processor processes personal data for the controller and ends with the main contract. Obligations that by their nature outlast it (confidentiality, deletion, evidence) remain in force.`,
    ],
  },
  {
    heading: msg`Nature, purpose and place of the processing`,
    clauses: [
      msg`Nature: the development, testing, deployment, hosting, operation, maintenance and support of the controller's software, including storing, backing up, restoring, analysing errors in and deleting its data.`,
      msg`Purpose: solely the performance of the main contract. The processor uses the data neither for its own purposes nor for third parties, and does not use it to train AI models.`,
      msg`Place: the data is processed in the European Union at the places listed in Annex 2. A transfer to a third country takes place only on the controller's documented instruction and with the safeguards of Art. 44 et seq. GDPR.`,
    ],
  },
  {
    heading: msg`Types of data and categories of data subjects`,
    clauses: [
      msg`Types of personal data: contact data (name, business address, e-mail address, phone number), account and access data (user names, roles, sign-in and audit logs), the business records the software manages (such as orders, appointments and documents) and technical data (IP addresses, device and log data).`,
      msg`Categories of data subjects: the controller's employees, customers and prospects, suppliers and business partners, and other users of the software.`,
      msg`Special categories of personal data (Art. 9 GDPR) and data on criminal convictions are processed only where the main contract names them, with the additional measures agreed there.`,
    ],
  },
  {
    heading: msg`Instructions of the controller`,
    clauses: [
      msg`The processor processes the data only on documented instructions of the controller, also with regard to transfers to a third country, unless Union or Member State law requires otherwise; in that case it tells the controller before the processing, unless that law prohibits it.`,
      msg`The main contract and this agreement are the controller's first instructions. Further instructions are given in writing or by e-mail by the persons the controller names; instructions given orally are confirmed in writing without delay.`,
      msg`The processor tells the controller at once if it considers an instruction to infringe data protection law, and may suspend carrying it out until the controller confirms or changes it.`,
    ],
  },
  {
    heading: msg`Confidentiality`,
    clauses: [
      msg`The processor lets only persons process the data who have committed themselves in writing to confidentiality and to data secrecy under § 6 of the Austrian Data Protection Act (DSG), an obligation that continues after their work ends.`,
      msg`Each of them receives only the access their task needs and is trained in data protection and information security at least once a year.`,
    ],
  },
  {
    heading: msg`Security of processing`,
    clauses: [
      msg`The processor takes the technical and organisational measures of Annex 1, which ensure a level of security appropriate to the risk (Art. 32 GDPR).`,
      msg`The measures may evolve with the state of the art, provided the level of security does not fall. The processor documents significant changes and tells the controller of them.`,
    ],
  },
  {
    heading: msg`Sub-processors`,
    clauses: [
      msg`The controller approves the sub-processors listed in Annex 2.`,
      msg`The processor tells the controller at least ${objectionDays} days before it adds or replaces a sub-processor. Within that time the controller may object on reasonable data protection grounds; if the parties find no solution, either may terminate the services concerned.`,
      msg`The processor binds each sub-processor by contract to the same data protection obligations as this agreement and remains liable to the controller for the sub-processor's performance of them.`,
      msg`Ancillary services the processor buys from third parties (such as telecommunications or postal services) are not sub-processing; the processor still protects the controller's data with appropriate measures.`,
    ],
  },
  {
    heading: msg`Rights of data subjects`,
    clauses: [
      msg`Taking into account the nature of the processing, the processor assists the controller with appropriate technical and organisational measures in answering requests to exercise the rights of data subjects (Art. 12 to 22 GDPR): access, rectification, erasure, restriction, data portability and objection.`,
      msg`A data subject who contacts the processor directly is referred to the controller, and the processor forwards the request to the controller without delay; it answers the request itself only on the controller's instruction.`,
    ],
  },
  {
    heading: msg`Personal data breaches and further assistance`,
    clauses: [
      msg`The processor tells the controller of a personal data breach without undue delay and at the latest within ${breachHours} hours of becoming aware of it, so that the controller can meet its own deadline of 72 hours. The notice contains what Art. 33(3) GDPR requires, as far as known, and is completed as further facts become known.`,
      msg`In agreement with the controller, the processor takes the measures needed to secure the data and to limit the possible harm to data subjects.`,
      msg`The processor assists the controller with its further obligations under Art. 32 to 36 GDPR, in particular with data protection impact assessments and prior consultation of the supervisory authority.`,
    ],
  },
  {
    heading: msg`Deletion and return at the end`,
    clauses: [
      msg`When the main contract ends, the processor, at the controller's choice, returns all personal data in a common machine-readable format and deletes it, including all copies, within ${deletionDays} days, unless Union or Member State law requires it to be stored.`,
      msg`Copies in backups are deleted as the backup rotation overwrites them, at the latest ${backupDays} days after the end; until then the measures of Annex 1 protect them. On request the processor confirms the deletion in writing.`,
    ],
  },
  {
    heading: msg`Evidence and audits`,
    clauses: [
      msg`The processor makes available to the controller all information needed to demonstrate compliance with Art. 28 GDPR, in particular the documentation of the measures of Annex 1.`,
      msg`The processor allows for and contributes to audits, including inspections, by the controller or an auditor it mandates who is bound to confidentiality, during business hours and with at least ${auditNoticeDays} days' notice, without unreasonably disrupting its operations. Current certificates or audit reports of a sub-processor may serve as evidence.`,
      msg`One audit a year is free of charge; further audits are charged at the rates of the main contract, unless they follow a breach of this agreement by the processor.`,
    ],
  },
];

/**
 * The closing clauses, after liability: the last one names the place of jurisdiction, the
 * processor's seat.
 */
export const finalClauses = (city: string): MessageDescriptor[] => [
  msg`If the controller's data at the processor is endangered by seizure, insolvency proceedings or other actions of third parties, the processor tells the controller without delay.`,
  msg`Changes and additions to this agreement must be made in writing; an electronic signature suffices. Where this agreement and the main contract differ on data protection, this agreement prevails.`,
  msg`Should a provision be invalid, the rest remains valid; the parties replace the invalid provision with a valid one that comes closest to its purpose.`,
  msg`This agreement is governed by Austrian law, excluding its conflict-of-law rules. The place of jurisdiction is the competent court for ${city}, as far as the law permits.`,
];

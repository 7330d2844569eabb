import { msg } from "@lingui/core/macro";
import { type Block, heading, list, paragraph, steps } from "./blocks.ts";

export const body: Block[] = [
  paragraph(
    msg`Almost every company runs on at least one spreadsheet that nobody dares to touch. It started as a quick list, grew with the business and now holds orders, prices or customer data that half the team depends on. It works, until it does not.`,
  ),
  paragraph(
    msg`Spreadsheets are an excellent way to find out how a process should work. They are a poor way to run it once several people, several systems and real money depend on it. This article describes the signs that you have reached that point, what a good internal tool looks like, what it costs and how to decide between building and buying.`,
  ),
  heading(msg`Five signs you have outgrown it`),
  list(
    msg`Several people edit the same file and overwrite each other's changes, or work on copies named final, final-2 and final-really.`,
    msg`Data is copied by hand between the spreadsheet, your CRM and your accounting software, and every copy is a chance for a typo.`,
    msg`Only one colleague really understands the formulas, and everybody gets nervous when that person is on holiday.`,
    msg`You cannot tell who changed what and when, so mistakes are found weeks later and nobody can explain them.`,
    msg`Reports take hours every week, although the numbers are already there.`,
  ),
  paragraph(
    msg`If two or more of these sound familiar, a small internal tool will pay for itself quickly. A quick calculation makes it concrete: if four people each lose three hours a week to copying, checking and fixing data, that is about 600 hours a year. At an internal cost of 50 euros an hour, the spreadsheet costs 30,000 euros a year, before counting the errors that reach customers.`,
  ),
  heading(msg`The risks nobody budgets for`),
  paragraph(
    msg`Lost time is the visible cost. The less visible ones tend to be larger. A wrong formula in a price list can go unnoticed for months. A file with customer data sent as an email attachment, or shared through a link that anyone can open, is a data protection problem under the GDPR. And a business process that lives in one person's head and one person's file is a risk the day that person leaves.`,
  ),
  heading(msg`What a good internal tool looks like`),
  paragraph(
    msg`It does one process well. It has clear roles, so people see and change only what they should. It keeps a history of every change. And it connects to the systems you already use, so data is entered once. In practice, that means:`,
  ),
  list(
    msg`Forms that check input as it is typed, so wrong dates, duplicate customers and missing fields never reach the database.`,
    msg`Roles such as editor, approver and read-only, with the option to restrict sensitive fields like prices or salaries.`,
    msg`An audit trail that shows every change with name and time, and lets you restore an earlier value.`,
    msg`Connections to your CRM, accounting or shop system through their interfaces, instead of exports and imports by hand.`,
    msg`Exports to Excel or CSV for the people who still want to analyse the data in a spreadsheet, which is perfectly fine.`,
  ),
  paragraph(
    msg`It does not need to be large. Our first version for a client is usually ready in 2 weeks and covers the one process that hurts most. Everything else is added once the team uses the tool every day and knows what it really needs.`,
  ),
  heading(msg`An example from practice`),
  paragraph(
    msg`A service company with around 40 technicians planned its assignments in a shared spreadsheet. Dispatchers copied customer addresses from the CRM, technicians called in to report completed jobs, and once a week someone compared the file with the invoices. The first version of their internal tool had three screens: a planning board, a job view on the phone for technicians and a weekly overview for accounting. It took two weeks to build. Phone calls to the dispatchers fell noticeably within the first month, and jobs no longer went uninvoiced because a line in the file had been overlooked.`,
  ),
  heading(msg`Data protection and security, built in`),
  paragraph(
    msg`An internal tool is also a good moment to bring order to data protection. Access is personal instead of a shared link, every login is logged, and the data stays on servers in the EU. A customer's request to delete their data is handled in one place instead of in five copies of a file. And if your company is preparing for an audit or an ISO 27001 certification, a tool with roles and an audit trail answers many of the auditor's questions by itself.`,
  ),
  heading(msg`Build or buy?`),
  paragraph(
    msg`If an off-the-shelf product fits your process, buy it. Software as a service is cheaper to start with, somebody else maintains it, and for standard processes like bookkeeping, payroll or a sales pipeline there are excellent products. Custom tools make sense when your process is what makes you better than your competitors, or when you would have to bend your team around a product that almost fits.`,
  ),
  paragraph(
    msg`When comparing, look at the total cost over three years rather than the first month. A tool at 30 euros per user and month costs over 40,000 euros in three years for a team of 40, and the price usually rises with the number of users. A custom tool costs more at the start, but it belongs to you, has no licence fees per user and follows your process instead of the other way round. Ask three questions:`,
  ),
  steps(
    msg`Does a product exist that covers at least 80 percent of the process without workarounds?`,
    msg`Would the missing 20 percent be handled in spreadsheets again?`,
    msg`Where is the data stored, and can you get all of it out in a usable format if you change your mind?`,
  ),
  paragraph(msg`With more than 15 internal tools behind us, we are happy to help you decide, even when the answer is not us.`),
  heading(msg`What happens after launch`),
  paragraph(
    msg`A tool that is used every day changes with the business. Plan a small monthly budget for adjustments, or agree on a fixed number of hours per quarter. Measure what the first version changed: the hours spent on reports, the number of errors, the time from order to invoice. Those numbers decide what comes next.`,
  ),
  paragraph(
    msg`Good tools are built so that your own team, or another agency, can take them over: the code is documented, the data model is described and the hosting account belongs to you. Ask for that in writing. It is the best protection against depending on a single supplier, including us.`,
  ),
  heading(msg`How to prepare`),
  paragraph(
    msg`You do not need a specification to start. You need the spreadsheet, the people who use it and about two hours. Before the first conversation, collect:`,
  ),
  list(
    msg`The files involved, including the ones that are only used once a month.`,
    msg`A list of everyone who reads or edits the data, and what each of them does with it.`,
    msg`The systems the data comes from and goes to.`,
    msg`The three mistakes or delays that annoy the team most.`,
  ),
  paragraph(
    msg`From this we can usually say within one meeting what a first version would cover, how long it takes and whether it is worth it. Sometimes the honest answer is a better-structured spreadsheet; more often it is a small tool that gives your team back several hours every week.`,
  ),
];

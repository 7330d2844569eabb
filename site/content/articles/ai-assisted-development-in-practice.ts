import { msg } from "@lingui/core/macro";
import { type Block, heading, list, paragraph, steps } from "./blocks.ts";

export const body: Block[] = [
  paragraph(
    msg`We tell clients that we build up to 10x faster with AI. That claim deserves an explanation, because AI does not make every part of a project faster, and speed without quality is worthless.`,
  ),
  paragraph(
    msg`This article describes how AI-assisted development works in our daily practice: which tasks really get faster and by how much, which do not, where AI can even slow a project down, and what we do to make sure the result is software you can rely on for years. At the end you will find a short list of questions to ask any agency, including us, that promises speed through AI.`,
  ),
  heading(msg`What AI-assisted development means for us`),
  paragraph(
    msg`AI-assisted does not mean that a chatbot writes your application while nobody is watching. It means that experienced engineers use AI tools at every step where they save time, and stay responsible for every decision and every line. In practice, that covers four kinds of work:`,
  ),
  list(
    msg`Code assistants in the editor that complete functions, write boilerplate and suggest tests while the engineer types.`,
    msg`Conversations with a language model to explore options, for example comparing two ways to model a data structure or explaining an unfamiliar library.`,
    msg`Agents that carry out well-defined tasks on their own, such as updating a dependency across a code base, and hand the result back for review.`,
    msg`Generation of text around the code: documentation, test data, release notes and first drafts of interface texts.`,
  ),
  heading(msg`Where AI saves the most time`),
  paragraph(
    msg`The biggest gains are in well-understood work, where the result is clear and only the typing takes time. Tasks that took a day now often take an hour. From our projects, these are the areas where the difference is largest:`,
  ),
  list(
    msg`Turning a design into components: layouts, responsive behaviour and states such as loading, empty and error are written in a fraction of the time.`,
    msg`Forms with validation, tables with sorting and filtering, and the screens every back office needs.`,
    msg`Data access code and API clients, once the data model and the interface are defined.`,
    msg`Tests: AI is very good at listing the cases a function must handle and writing the tests for them, including the unusual ones people tend to forget.`,
    msg`Migrations from one version of a library or framework to the next, a task that used to block teams for weeks.`,
    msg`Documentation that stays up to date, because writing it is no longer a chore.`,
  ),
  paragraph(
    msg`Prototypes benefit most of all. Screens that used to take a week to click together now exist after a day, and they are often real code rather than pictures. That means clients can test ideas with users before committing to them, and a prototype that works can grow into the product instead of being thrown away.`,
  ),
  heading(msg`A day in a project`),
  paragraph(
    msg`What this looks like in practice is best shown with an ordinary day in the second week of an MVP. In the morning, a 45-minute call with the client settles how discounts for repeat customers should work. Before lunch, the engineer writes down the rules as a short specification and as a set of test cases, and checks both with the client by email.`,
  ),
  paragraph(
    msg`In the afternoon, the code assistant writes the calculation, the form in the back office and the tests, while the engineer reviews each step, corrects two misunderstood edge cases and adds a rule the tool could not know about. By the evening the feature runs on the staging server, and the client can try it the next morning. Two years ago the same feature would have taken three to four days; the conversation in the morning would have taken exactly as long.`,
  ),
  heading(msg`Where it does not`),
  paragraph(
    msg`AI does not understand your business. Deciding what to build, modelling your data, choosing the architecture and finding the edge cases in a workflow still take experienced people and conversations with your team. That part of a project is no faster than before, and it should not be.`,
  ),
  paragraph(
    msg`Take a typical example. A wholesaler wants a portal in which customers can reorder goods. The code for a product list and a shopping cart is quickly written. The questions that take time are different: which customers see which prices, what happens when a product is out of stock, how orders reach the existing warehouse system, who approves orders above a certain amount. No tool can answer them; they come out of conversations with sales, the warehouse and accounting. Get them wrong, and fast code only means you build the wrong thing sooner.`,
  ),
  paragraph(
    msg`Design and user experience are similar. AI produces a decent standard screen in seconds, but whether your users understand it, trust it and reach their goal in it only shows when real people use it. The craft of reducing a workflow to the fewest possible steps remains human work, and it is often what makes the difference between a product that is used and one that is not.`,
  ),
  paragraph(
    msg`The same applies to integration with existing systems. Old interfaces are often poorly documented, behave differently from what their documentation says, or need a contact person at another company to open access. AI helps to read and test them faster, but waiting for an answer from a supplier takes exactly as long as it always did.`,
  ),
  heading(msg`Where AI can make things slower`),
  paragraph(
    msg`Used carelessly, AI creates work instead of saving it. Generated code looks convincing even when it is wrong. It may call a function that does not exist in the version of a library you use, handle the common case correctly and the rare one not at all, or solve a problem in a way that works today and causes trouble in six months. Three risks deserve particular attention:`,
  ),
  list(
    msg`Plausible mistakes: code that compiles and passes a quick test but fails on real data, for example with time zones, rounding of amounts or special characters in names.`,
    msg`Security: generated code sometimes skips input validation or builds database queries in an unsafe way, exactly the mistakes attackers look for.`,
    msg`Growing complexity: because writing code costs almost nothing, it is tempting to write too much of it. Every line has to be maintained later, whoever wrote it.`,
  ),
  paragraph(
    msg`A team that accepts suggestions without reading them is faster for a few weeks and slower for years. That is why the speed of AI only pays off together with a process that catches its mistakes.`,
  ),
  heading(msg`How we keep quality high`),
  paragraph(
    msg`Every line of generated code is reviewed by a senior engineer. We write automated tests for the important paths, use strict typing and check accessibility and performance before every release. AI speeds up writing code; our process makes sure the result is code you can trust and maintain. Specifically:`,
  ),
  steps(
    msg`Small changes: every change is small enough to be read and understood in one review, no matter who or what wrote it.`,
    msg`Strict types and linting catch a whole class of mistakes before the code even runs.`,
    msg`Automated tests for every important workflow run on every change; a red test blocks the release.`,
    msg`Security checks for input validation, permissions and dependencies are part of every review.`,
    msg`Accessibility and performance are measured, not assumed, before every release.`,
    msg`Architecture and data models are designed by people and written down before the AI tools start writing code.`,
  ),
  paragraph(
    msg`There are also things we deliberately do not hand to AI: decisions about the architecture and the data model, permissions and anything to do with payments are designed and written by an engineer, and only then supported by tools. Texts that speak to your customers are drafted with AI at most and always finished by a person.`,
  ),
  heading(msg`Confidentiality, data protection and ownership`),
  paragraph(
    msg`Clients rightly ask what happens to their code and data when AI tools are involved. Our rules are simple. We use AI services under business terms that exclude training on our inputs. Personal data of your customers never goes into a prompt; we work with test data. Secrets such as passwords and keys stay out of the code and out of every conversation with a tool. And the code we write for you belongs to you, with all rights, like any other code we deliver.`,
  ),
  paragraph(
    msg`If your industry has stricter requirements, for example in health care or finance, we agree on the tools before the project starts, and can work without cloud-based AI for particularly sensitive parts.`,
  ),
  heading(msg`Where the 10x comes from, honestly`),
  paragraph(
    msg`On individual tasks, such as a set of forms, a migration or a clickable prototype, ten times faster is a realistic description of what we see. On a whole project the factor is smaller, because conversations, decisions, waiting for feedback and testing with users do not speed up in the same way. A rough breakdown of a typical project shows why:`,
  ),
  list(
    msg`About half of the effort used to go into routine implementation. This is where AI makes the biggest difference.`,
    msg`About a quarter goes into understanding the business, design decisions and architecture. This stays human work.`,
    msg`The rest goes into testing, fixing, deployment and coordination, which gets faster, but not dramatically.`,
  ),
  paragraph(
    msg`In practice this means that a project which used to take four to six months is now delivered in four to eight weeks, and that the first version to click through exists after a few days instead of a few weeks. The gain is real, but it comes from the combination of AI and a team that knows what to build, not from the tools alone.`,
  ),
  heading(msg`What this means for you`),
  paragraph(
    msg`Shorter projects, lower costs and earlier feedback from real users. An MVP in 2–4 weeks, the first internal tool in 2 weeks, and a prototype in days. Lower costs also change which projects make sense at all: an internal tool that would not have paid for itself at six months of development can be worth it at three weeks.`,
  ),
  paragraph(
    msg`What does not change is your part of the work. The fastest projects are the ones where someone on the client's side has time for questions, makes decisions quickly and brings real users to the first tests. We plan that time with you at the start, usually a few hours a week. Three things help more than anything else:`,
  ),
  list(
    msg`Bring examples: the spreadsheets, emails and forms you use today show more about a process than any description.`,
    msg`Answer questions within a day. A feature that waits a week for a decision is not faster because it was written in an hour.`,
    msg`Test early and often. Every version on the staging server is an invitation to try it, and feedback after two days is worth more than feedback after two months.`,
  ),
  paragraph(
    msg`Not every project benefits equally. Where the work is mostly research, such as a new algorithm, or mostly coordination between many existing systems, the gain is smaller. Where a product is built from well-known parts around a clear workflow, which describes most MVPs, internal tools and landing pages, the gain is largest.`,
  ),
  heading(msg`Questions to ask any agency that promises AI speed`),
  steps(
    msg`Who reviews the generated code, and how much experience do they have?`,
    msg`Which tests are written, and do they run automatically before every release?`,
    msg`Which AI services are used, under which terms, and does my data leave the EU?`,
    msg`Who owns the code, and can another team take it over?`,
    msg`Which parts of my project will not get faster, and why?`,
  ),
  paragraph(
    msg`An agency that can answer these questions clearly has thought about more than the speed. If you would like to see how this works for your project, we are happy to show you in a free consultation, with real examples from our work.`,
  ),
];

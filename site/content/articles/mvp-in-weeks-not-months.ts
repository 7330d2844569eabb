import { msg } from "@lingui/core/macro";
import { type Block, heading, list, paragraph, steps } from "./blocks.ts";

export const body: Block[] = [
  paragraph(
    msg`Ask founders why their first product took nine months instead of three, and you rarely hear about technology. You hear about features that seemed essential, decisions that were postponed and a launch date that kept moving. The problem is almost never speed of typing. It is scope.`,
  ),
  paragraph(
    msg`Over the last years we have launched many MVPs in 2–4 weeks, some in 2 weeks or less. None of them were magic. They followed the same few rules, and this article writes them down: how we decide what goes into a first version, what the weeks look like, what it costs, and which mistakes turn four weeks into six months.`,
  ),
  heading(msg`Start with one question`),
  paragraph(
    msg`An MVP exists to answer a question. Not a list of questions, one. Write it down before anyone draws a screen, in a single sentence that a colleague outside the project would understand. Good questions are specific and can be answered with data within a few weeks of launch:`,
  ),
  list(
    msg`Will independent physiotherapists book new patients through an online calendar instead of the phone?`,
    msg`Will facility managers pay 49 euros a month to replace their paper inspection checklists?`,
    msg`Does a shared planning board cut the time our dispatchers spend on the phone by a third?`,
  ),
  paragraph(
    msg`Every feature that does not help answer the question goes on a list for later. That list is not a failure, it is your roadmap. Founders who skip this step usually end up with an MVP that answers nothing clearly, because too many things changed at once to know what worked.`,
  ),
  heading(msg`Cut the scope until it hurts a little`),
  paragraph(
    msg`Once the question is clear, we sort every idea into three groups. The first group is what a user needs to get from the start to the moment of value: sign up, do the one thing, see the result. The second group is what makes that path comfortable. The third is everything else. A first version contains the first group, a few items of the second and nothing of the third.`,
  ),
  paragraph(
    msg`A simple test helps: for every feature, ask what would happen if it were missing on launch day. If the honest answer is that users would need to send an email instead, or that someone on your team would do it by hand for the first fifty customers, it can wait. Invoices can be written manually for a month. Admin screens can be a spreadsheet at first. Password reset can be a link in an email instead of a full account settings area.`,
  ),
  paragraph(
    msg`Typical candidates for later are more demanding than they look: user roles and permissions beyond two levels, a native mobile app when a responsive web app would do, multi-language support before you have customers in a second country, integrations with every tool a customer might use, and detailed reporting. Each of them can add a week or more, and none of them answers the question.`,
  ),
  heading(msg`What four weeks look like`),
  paragraph(
    msg`A fixed, short timeline is a tool in itself: it forces decisions instead of postponing them. Most of our MVP projects follow the same rhythm, adjusted to the product:`,
  ),
  list(
    msg`Week 1: workshop, question and scope, a clickable prototype of the key screens, and first tests with five to ten real users. At the end of the week the scope is fixed in writing.`,
    msg`Week 2: data model, authentication, the core workflow end to end on a staging server. You can click through the real product, even if it still looks rough.`,
    msg`Week 3: the remaining screens of the first group, payments or emails if the question needs them, analytics events, error handling and the first round of feedback from your team.`,
    msg`Week 4: polish, accessibility and performance checks, production setup on EU servers, a short handover and the launch itself.`,
  ),
  paragraph(
    msg`Two weeks are realistic when the product is one workflow for one type of user, for example a booking form with a confirmation flow and a simple back office. Four weeks fit products with two user types, payments or an integration with one existing system. If the list of first-group features does not fit into four weeks, that is a signal to narrow the question, not to extend the project.`,
  ),
  heading(msg`Prototype before you build`),
  paragraph(
    msg`In the first week we build a clickable prototype of the key screens and put it in front of five to ten people from the target group. It takes days, and it regularly saves weeks: misunderstood flows, missing information and unnecessary screens show up immediately, while changing them is still cheap.`,
  ),
  paragraph(
    msg`The sessions are short, about 30 minutes each. We give people a task, such as booking an appointment for next Tuesday, and watch without helping. Afterwards we ask three questions: what did you expect to happen, what was confusing, and would you use this instead of what you do today. After five sessions the same problems tend to repeat, which is exactly the point at which you have learned enough to build.`,
  ),
  paragraph(
    msg`A prototype pays off beyond usability, too. It is the fastest way to align co-founders and internal stakeholders on what is being built, and investors understand a product they can click through far better than a slide deck.`,
  ),
  heading(msg`Choose boring technology`),
  paragraph(
    msg`An MVP is the wrong place for experiments with the technology stack. Speed comes from tools the team knows well and that have solved the common problems already. For most web products that means:`,
  ),
  list(
    msg`A mainstream front-end framework and TypeScript, so mistakes show up while writing code, not in front of customers.`,
    msg`A managed database and hosting in the EU, so nobody spends the first week setting up servers and you are on the right side of the GDPR from day one.`,
    msg`Proven services for payments, email and authentication instead of building them yourself.`,
    msg`Automated deployments from the first day, so releasing a fix takes minutes, not an afternoon.`,
  ),
  paragraph(
    msg`Boring does not mean throwaway. We build MVPs so that the code can grow into the real product: typed, tested where it matters and documented. Rewriting a product after launch is one of the most expensive decisions a young company can make, and with a sensible foundation it is rarely necessary.`,
  ),
  heading(msg`Let AI do the routine work`),
  paragraph(
    msg`Forms, tables, authentication, API clients: a large part of every product is routine. AI-assisted development writes much of it in minutes. Our engineers spend their time on architecture, data models and the parts that make your product different, and they review every line the tools produce. This is a large part of why a first version fits into weeks today, where it took a quarter a few years ago.`,
  ),
  heading(msg`What it costs, and where the money goes`),
  paragraph(
    msg`The cost of an MVP is mostly people's time, so it follows the timeline. A small team of two to three people for four weeks adds up to roughly 300 to 450 working hours; a two-week MVP with a narrow scope needs about half of that. Every week of extra scope adds about a quarter to the budget, which is why cutting scope is also the most effective way to save money.`,
  ),
  paragraph(
    msg`Plan for a few running costs after launch as well: hosting, email delivery and monitoring usually stay well below 100 euros a month for a new product, and a small budget for fixes and changes in the first weeks after launch is wise, because that is when real users find what tests did not.`,
  ),
  heading(msg`Launch, measure, repeat`),
  paragraph(
    msg`An MVP is not finished on launch day; that is when the learning starts. We build in analytics from the beginning, so after the first week you know which features people use and where they drop off. Three numbers are usually enough at this stage:`,
  ),
  list(
    msg`Activation: how many of the people who sign up reach the moment of value, for example their first booking.`,
    msg`Retention: how many come back in the second and the fourth week.`,
    msg`Willingness to pay: how many accept a price, pre-order or ask for an offer.`,
  ),
  paragraph(
    msg`Decide before launch which result would mean that the idea works, and which would mean it does not. Otherwise every result looks like a partial success. The next iteration is then based on data, not on the loudest opinion in the room.`,
  ),
  paragraph(
    msg`And if the numbers are disappointing? That is a result too, and a cheap one compared with a year of building. Most teams then change one thing, such as the target group, the price or the core workflow, and run the next four weeks with a sharper question. Far fewer ideas fail outright than founders fear; many just need a different first customer.`,
  ),
  heading(msg`Four mistakes that make MVPs late`),
  list(
    msg`Designing every screen in detail before writing code. A prototype of the key screens is enough; the rest follows the design system.`,
    msg`Waiting for perfect content. Texts and pictures can be improved after launch; the structure is what matters.`,
    msg`Adding stakeholders halfway through. Agree on who decides in week one, and keep that group small.`,
    msg`Treating the launch date as negotiable. Once it moves the first time, it moves again.`,
  ),
  heading(msg`Your checklist before the first meeting`),
  steps(
    msg`Write down the one question your MVP should answer.`,
    msg`Describe your first users: who they are, what they do today instead, and how you will reach twenty of them.`,
    msg`List every feature you have in mind, then mark the ones without which nobody could reach the moment of value.`,
    msg`Decide what result after four weeks of real use would convince you to continue.`,
    msg`Name the one person on your side who can make decisions within a day.`,
  ),
  paragraph(
    msg`If you have an idea and want to know what fits into a few weeks, book a free consultation. Bring your question and your feature list; we will tell you honestly what belongs in the first version, and what does not.`,
  ),
];

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import { i18n } from '#web/lib/i18n';
import type { ChatBlock } from './chat-blocks';

/**
 * The assistant's answers: content, like the blog's articles. Each is concrete enough to act on at a
 * visit. Massachusetts programs are licensed by the Department of Early Education and Care (EEC);
 * the replies point parents there without quoting figures or links that could go out of date.
 */

/** A paragraph, or a titled list. */
type ReplyPart = { text: MessageDescriptor } | { title: MessageDescriptor; items: readonly MessageDescriptor[] };
export type Reply = readonly ReplyPart[];

/**
 * A reply in the page's language, as the chat shows and keeps it: a conversation keeps the words it
 * was held in, whatever language the page is in when it is read again.
 */
export function replyBlocks(reply: Reply): ChatBlock[] {
  return reply.map((part) =>
    'text' in part ? { kind: 'text', text: i18n._(part.text) } : { kind: 'list', title: i18n._(part.title), items: part.items.map((item) => i18n._(item)) },
  );
}

export const CHECKLIST_REPLY: Reply = [
  { text: msg`Here is a checklist to take on a visit. Safety comes first, then the people and the day.` },
  {
    title: msg`License and safety`,
    items: [
      msg`Ask to see the EEC license (it should be posted) and check that the name, address and ages served match the program you are visiting.`,
      msg`Ask what the most recent EEC licensing visit found and how any findings were corrected.`,
      msg`Ask whether every adult on site has cleared the state background record check (BRC).`,
      msg`Are doors locked, visitors signed in, and children released only to adults on an authorized pick-up list, with ID checked?`,
      msg`Are cleaning products and medicines locked away, outlets covered and furniture anchored?`,
      msg`Is the outdoor play area fenced, with soft ground under climbing equipment?`,
      msg`For infants: do babies sleep on their backs, in a crib with nothing soft in it?`,
      msg`How are allergies, medication and first aid handled? Ask to see a written allergy plan and who holds current CPR and first-aid training.`,
      msg`How often are fire and evacuation drills held, and where do children go in an emergency?`,
    ],
  },
  {
    title: msg`People and the day`,
    items: [
      msg`How many children and adults are in your child’s room, and how does that compare with what EEC requires for that age?`,
      msg`How long have the lead teachers been there? Frequent turnover is worth asking about.`,
      msg`Do teachers get down to the children’s level, talk with them and comfort them quickly?`,
      msg`Is there a daily schedule with outdoor time, rest and play, and a written curriculum?`,
      msg`How do you hear about your child’s day: an app, a note, a chat at pick-up?`,
      msg`Are meals provided? Ask to see a menu and how dietary needs are met.`,
      msg`Ask for the parent handbook: hours, sick-child rules, closures, fees and notice period.`,
    ],
  },
];

export const REVIEWS_REPLY: Reply = [
  { text: msg`Reviews are most useful when you read them for patterns rather than for the star average.` },
  {
    title: msg`How to read reviews`,
    items: [
      msg`Sort by newest: a change of director or teachers can make older reviews out of date.`,
      msg`Look for the same point made by several families (communication, turnover, cleanliness, how sick days are handled).`,
      msg`Favor specific reviews (“the toddler room teachers sent photos every day”) over vague praise or anger.`,
      msg`Notice how the program replies to criticism: calm and concrete answers are a good sign.`,
      msg`Treat a handful of reviews as a starting point only, whatever the rating.`,
    ],
  },
  {
    title: msg`Then check for yourself`,
    items: [
      msg`Ask the director about any concern that comes up in several reviews.`,
      msg`Ask EEC-licensed programs about their most recent licensing visit, which reviews never show.`,
      msg`Ask for two or three current parents you can talk to.`,
    ],
  },
];

export const COMPARE_REPLY: Reply = [
  { text: msg`To compare two daycares fairly, ask both the same questions and write the answers side by side.` },
  {
    title: msg`Compare on`,
    items: [
      msg`License: is each program licensed by EEC, and what did its most recent licensing visit find?`,
      msg`Group size: how many children and adults are in your child’s room at each?`,
      msg`Staff: how long the lead teachers have stayed, and their training.`,
      msg`Cost: tuition, registration fees, deposits, and whether they accept subsidies or vouchers.`,
      msg`Hours and calendar: opening hours, late pick-up fees, closure days.`,
      msg`Location: the detour from your commute, and parking or drop-off at rush hour.`,
      msg`Feel: which one your child settled into during the visit.`,
    ],
  },
  { text: msg`Tip: choose “Compare” on two or three programs (or save them with the heart), then ask me “compare” with their names and I will put their facts side by side.` },
];

/** What a comparison of named programs starts with: catalogue facts, or only what the parent saved. */
export const COMPARED_INTRO = {
  catalogue: msg`Here is what the licensing lists and the providers say about each program, and what you saved. Ask both the questions below to fill in the rest.`,
  saved: msg`Here is what you saved about each program. Ask both the questions below to fill in the rest.`,
};

export const FIRST_TIME_REPLY: Reply = [
  { text: msg`Choosing childcare for the first time is a lot. A few steps make it manageable.` },
  {
    title: msg`Tips for first-time parents`,
    items: [
      msg`Start early: infant rooms often have waiting lists, so visit and apply months before you need a place.`,
      msg`Decide your must-haves first (hours, budget, distance from your commute), then shortlist three to five programs.`,
      msg`Visit each one during the day, when children are there, and bring the same list of questions.`,
      msg`Ask for the parent handbook and read the sick-child and late pick-up rules before you sign.`,
      msg`Plan a gradual start: a few short days before the first full one helps your child and you.`,
      msg`Share your child’s routines (sleep, feeding, comfort items) with the teachers in writing.`,
      msg`Keep a backup plan for sick days and closures.`,
    ],
  },
];

const TOPICS: readonly MessageDescriptor[] = [
  msg`What to look for in a daycare (a visit checklist)`,
  msg`Analyzing reviews`,
  msg`Comparing two daycares`,
  msg`Tips for first-time parents`,
  msg`A safety checklist`,
];

/** The answer to anything else: say what was asked, and what the assistant can help with. */
export function genericReply(question: string): ChatBlock[] {
  return replyBlocks([
    { text: msg`You asked: “${{ question }}”. I do not have a specific answer to that yet.` },
    { title: msg`I can help with`, items: TOPICS },
    { text: msg`Try one of the quick questions below, or ask about one of these topics.` },
  ]);
}

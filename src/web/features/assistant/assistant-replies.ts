import type { ChatBlock } from './chat-blocks';

/**
 * The assistant's answers: content, like the blog's articles. Each is concrete enough to act on at a
 * visit. Massachusetts programs are licensed by the Department of Early Education and Care (EEC);
 * the replies point parents there without quoting figures or links that could go out of date.
 */

export const CHECKLIST_REPLY: readonly ChatBlock[] = [
  { kind: 'text', text: 'Here is a checklist to take on a visit. Safety comes first, then the people and the day.' },
  {
    kind: 'list',
    title: 'License and safety',
    items: [
      'Ask to see the EEC license (it should be posted) and check that the name, address and ages served match the program you are visiting.',
      'Ask what the most recent EEC licensing visit found and how any findings were corrected.',
      'Ask whether every adult on site has cleared the state background record check (BRC).',
      'Are doors locked, visitors signed in, and children released only to adults on an authorized pick-up list, with ID checked?',
      'Are cleaning products and medicines locked away, outlets covered and furniture anchored?',
      'Is the outdoor play area fenced, with soft ground under climbing equipment?',
      'For infants: do babies sleep on their backs, in a crib with nothing soft in it?',
      'How are allergies, medication and first aid handled? Ask to see a written allergy plan and who holds current CPR and first-aid training.',
      'How often are fire and evacuation drills held, and where do children go in an emergency?',
    ],
  },
  {
    kind: 'list',
    title: 'People and the day',
    items: [
      'How many children and adults are in your child’s room, and how does that compare with what EEC requires for that age?',
      'How long have the lead teachers been there? Frequent turnover is worth asking about.',
      'Do teachers get down to the children’s level, talk with them and comfort them quickly?',
      'Is there a daily schedule with outdoor time, rest and play, and a written curriculum?',
      'How do you hear about your child’s day: an app, a note, a chat at pick-up?',
      'Are meals provided? Ask to see a menu and how dietary needs are met.',
      'Ask for the parent handbook: hours, sick-child rules, closures, fees and notice period.',
    ],
  },
];

export const REVIEWS_REPLY: readonly ChatBlock[] = [
  { kind: 'text', text: 'Reviews are most useful when you read them for patterns rather than for the star average.' },
  {
    kind: 'list',
    title: 'How to read reviews',
    items: [
      'Sort by newest: a change of director or teachers can make older reviews out of date.',
      'Look for the same point made by several families (communication, turnover, cleanliness, how sick days are handled).',
      'Favor specific reviews (“the toddler room teachers sent photos every day”) over vague praise or anger.',
      'Notice how the program replies to criticism: calm and concrete answers are a good sign.',
      'Treat a handful of reviews as a starting point only, whatever the rating.',
    ],
  },
  {
    kind: 'list',
    title: 'Then check for yourself',
    items: [
      'Ask the director about any concern that comes up in several reviews.',
      'Ask EEC-licensed programs about their most recent licensing visit, which reviews never show.',
      'Ask for two or three current parents you can talk to.',
    ],
  },
];

export const COMPARE_REPLY: readonly ChatBlock[] = [
  {
    kind: 'text',
    text: 'To compare two daycares fairly, ask both the same questions and write the answers side by side.',
  },
  {
    kind: 'list',
    title: 'Compare on',
    items: [
      'License: is each program licensed by EEC, and what did its most recent licensing visit find?',
      'Group size: how many children and adults are in your child’s room at each?',
      'Staff: how long the lead teachers have stayed, and their training.',
      'Cost: tuition, registration fees, deposits, and whether they accept subsidies or vouchers.',
      'Hours and calendar: opening hours, late pick-up fees, closure days.',
      'Location: the detour from your commute, and parking or drop-off at rush hour.',
      'Feel: which one your child settled into during the visit.',
    ],
  },
  {
    kind: 'text',
    text: 'Tip: choose “Compare” on two or three programs (or save them with the heart), then ask me “compare” with their names and I will put their facts side by side.',
  },
];

export const FIRST_TIME_REPLY: readonly ChatBlock[] = [
  { kind: 'text', text: 'Choosing childcare for the first time is a lot. A few steps make it manageable.' },
  {
    kind: 'list',
    title: 'Tips for first-time parents',
    items: [
      'Start early: infant rooms often have waiting lists, so visit and apply months before you need a place.',
      'Decide your must-haves first (hours, budget, distance from your commute), then shortlist three to five programs.',
      'Visit each one during the day, when children are there, and bring the same list of questions.',
      'Ask for the parent handbook and read the sick-child and late pick-up rules before you sign.',
      'Plan a gradual start: a few short days before the first full one helps your child and you.',
      'Share your child’s routines (sleep, feeding, comfort items) with the teachers in writing.',
      'Keep a backup plan for sick days and closures.',
    ],
  },
];

export const TOPICS: readonly string[] = [
  'What to look for in a daycare (a visit checklist)',
  'Analyzing reviews',
  'Comparing two daycares',
  'Tips for first-time parents',
  'A safety checklist',
];

/** The answer to anything else: say what was asked, and what the assistant can help with. */
export function genericReply(question: string): readonly ChatBlock[] {
  return [
    { kind: 'text', text: `You asked: “${question}”. I do not have a specific answer to that yet.` },
    { kind: 'list', title: 'I can help with', items: [...TOPICS] },
    { kind: 'text', text: 'Try one of the quick questions below, or ask about one of these topics.' },
  ];
}

/** A child as a question names one: "my toddler", "our son", "a 2 year old". */
const CHILD = String.raw`(?:my|our|a|the) (?:child|kid|son|daughter|baby|toddler|infant|preschooler|kindergartner|\d+[\s-]*(?:year|month)[\s-]*old)`;

/**
 * The program and its moments ("... at daycare", "... when I leave", "... for the commute"): a question
 * that names one is about choosing or using childcare, which our articles answer, whatever else it asks.
 */
const ABOUT_CARE =
  /\b(?:day ?cares?|child ?care|preschools?|programs?|centers?|teachers?|caregivers?|providers?|class(?:room)?|drop[\s-]?offs?|pick[\s-]?ups?|first (?:day|week)|start(?:s|ing)?|settle|goodbye|(?:when|after) (?:i|we) leave|sick|fever)\b/i;

/**
 * What follows "the best" (or "which") when a question asks how, when or which of its own options
 * rather than which thing to buy: "the best way to ...", "the best time to visit", "which option is
 * best" ask what our articles answer.
 */
const ABSTRACT = String.raw`(?:way|ways|time|times|type|types|kind|kinds|option|options|choice|choices|one|ones|plan|thing|things|place|fit|approach|day|days|age|question|questions)\b`;

/**
 * Questions the Nanny leaves to a professional, whatever words they share with our articles
 * (docs/decisions/0034-nanny-answers.md): taking a program to court is a lawyer's question, and how
 * much of a medicine to give a child is the pediatrician's, as the safety checklist itself says, and
 * so is how to raise a child at home. A passage about deposits, the medication policy or what to
 * pack would read as an answer to them, and is not one.
 */
const OUT_OF_SCOPE: readonly { asks: RegExp; unless?: RegExp; answer: string }[] = [
  {
    // "to court", not a court order: the safety checklist answers what to do about a custody order.
    asks: /\b(sue|sued|suing|lawsuits?|lawyers?|attorneys?|small claims|to court)\b/i,
    answer:
      'That is a question for a lawyer, and nothing we have written answers it. If it is about a program’s safety or licensing, you can also raise it with the Department of Early Education and Care (EEC).',
  },
  {
    asks: /\bhow (?:much|many) (?:\w+ )?(?:tylenol|motrin|advil|ibuprofen|acetaminophen|benadryl|melatonin|medicine|medication|meds)\b/i,
    answer: 'How much medicine to give your child is a question for your pediatrician or pharmacist, and nothing we have written answers it.',
  },
  {
    // Whether it is safe to give a child something at all ("is it safe to give my baby melatonin")
    // is the pediatrician's as much as how much: the medication policy names medicines and reads as
    // an answer. Asked about the program ("... to give him his inhaler at daycare"), it is ours.
    asks: new RegExp(String.raw`\bis it (?:safe|ok|okay|alright|bad) to give ${CHILD}\b`, 'i'),
    unless: ABOUT_CARE,
    answer: 'Whether to give your child a medicine or supplement is a question for your pediatrician or pharmacist, and nothing we have written answers it.',
  },
  {
    // How to raise a child at home ("how do I teach my toddler to use a spoon", "when should I move
    // my son from the crib to a toddler bed", "the best age to stop a pacifier") is no question our
    // articles answer, though they name cribs, pacifiers and bottles among what to ask a program or
    // pack for it. Asked about the program or its moments ("... at daycare", "... when I leave"), it is ours again.
    asks: new RegExp(
      String.raw`\bhow (?:do|can|should) (?:i|we) (?:teach|train|potty[\s-]?train|wean|baby[\s-]?proof|child[\s-]?proof)\b|\bhow (?:do|can|should) (?:i|we) get ${CHILD} to\b|\bhow (?:do|can|should) (?:i|we) make (?:him|her|them) stop\b|\bwhen (?:should|do|can) (?:i|we) (?:move|switch|transition) ${CHILD} (?:from|out of|into)\b|\b(?:best|right) age to\b`,
      'i',
    ),
    unless: ABOUT_CARE,
    answer:
      'How to help your child with that at home is something your pediatrician can talk through with you, and nothing we have written answers it. I can answer questions about choosing, visiting, paying for and starting childcare.',
  },
  {
    // Running a program or working in one ("how do I open a daycare in my home", "become a licensed
    // family child care provider", what teachers are paid): our articles speak to parents choosing
    // care, and the licensing article's words on family child care read as an answer to these.
    // Not "start a program": a parent's child starts one.
    asks: /\b(?:open|run) (?:a|an|my|our|my own|our own) (?:\w+ )?(?:day ?care|child ?care|preschool|program|center)\b(?! search| hunt)|\bbecome (?:a |an )?(?:licensed |certified )?(?:\w+ ){0,3}?(?:provider|educator|teacher|caregiver)\b|\b(?:teachers?|staff|caregivers?|providers?|educators?) (?:get paid|earn|make)\b|\b(?:salary|salaries|wages?)\b/i,
    answer:
      'What we have written is for parents choosing care, not for running a program or working in one. The Department of Early Education and Care (EEC) explains how to become a licensed provider, and what the work pays.',
  },
];

/** What the Nanny says to a question she leaves to a professional, or null for any other. */
export function outOfScope(question: string): string | null {
  return OUT_OF_SCOPE.find(({ asks, unless }) => asks.test(question) && !unless?.test(question))?.answer ?? null;
}

/**
 * Which thing to buy, or which business to use ("what kind of car seat should I buy", "the best
 * sunscreen for toddlers", "which car is best", "recommend a good nanny agency"): we write about
 * choosing care, not products or brands, and a passage that names car seats or sunscreen among what
 * to pack reads as an answer to them. The Nanny says nothing of ours fits, as she does when nothing
 * matches. "The best way / time / kind of care" asks how or when, and a question about care, the
 * program or the commute ("the best daycare near ...", "recommend a backup care plan", "which route is
 * best") is ours.
 */
const WHICH_PRODUCT = new RegExp(
  String.raw`\b(?:buy|buying|bought|purchase|brands?)\b|\brecommend (?:a|an|me|some|any)\b|(?:^|\bthe )best (?!${ABSTRACT})|\bwhich (?!${ABSTRACT})(?:\w+ ){1,2}(?:is|are) (?:the )?best\b`,
  'i',
);
const ABOUT_ANY_CARE = new RegExp(String.raw`${ABOUT_CARE.source}|\b(?:care|routes?|commutes?)\b`, 'i');

/** Whether a question asks which product, brand or business to choose, which nothing we write answers. */
export const asksWhichProduct = (question: string): boolean => WHICH_PRODUCT.test(question) && !ABOUT_ANY_CARE.test(question);

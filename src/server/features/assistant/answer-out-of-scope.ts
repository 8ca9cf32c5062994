/**
 * Questions the Nanny leaves to a professional, whatever words they share with our articles
 * (docs/decisions/0034-nanny-answers.md): taking a program to court is a lawyer's question, and how
 * much of a medicine to give a child is the pediatrician's, as the safety checklist itself says. A
 * passage about deposits or the medication policy would read as an answer to them, and is not one.
 */
const OUT_OF_SCOPE: readonly { asks: RegExp; answer: string }[] = [
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
];

/** What the Nanny says to a question she leaves to a professional, or null for any other. */
export function outOfScope(question: string): string | null {
  return OUT_OF_SCOPE.find(({ asks }) => asks.test(question))?.answer ?? null;
}

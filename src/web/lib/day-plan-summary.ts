import { messages } from '#shared/messages.js';
import { isWorkingWeek, type DayPlanState } from './day-plan-params';
import { clockText } from './listing-text';

const text = messages.results.plan;

/**
 * "Leave 7:45 AM · Leave work 5:00 PM · Mon–Fri": the plan in one line, for the folded form and a
 * saved route. Apart from the plan's parameters, which Home's first download carries.
 */
export function planSummary(plan: DayPlanState): string {
  const parts: string[] = [];
  if (plan.departAt) parts.push(text.leavesAt(clockText(plan.departAt)));
  if (plan.arriveBy) parts.push(text.atWorkBy(clockText(plan.arriveBy)));
  if (plan.returnAt) parts.push(text.backAt(clockText(plan.returnAt)));
  parts.push(isWorkingWeek(plan.days) ? text.workingDays : plan.days.map((day) => text.weekdays[day]).join(', '));
  return text.summary(parts);
}

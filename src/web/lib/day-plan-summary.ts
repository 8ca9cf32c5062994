import { isWorkingWeek, type DayPlanState } from './day-plan-params';
import { dayPlanTexts as text } from './day-plan-texts';
import { i18n } from './i18n';
import { clockText } from '#shared/week-hours.js';

/**
 * "Leave 7:45 AM · Leave work 5:00 PM · Mon–Fri": the plan in one line, in the page's language, for
 * the folded form and a saved route. Apart from the plan's parameters, which Home's first download
 * carries.
 */
export function planSummary(plan: DayPlanState): string {
  const parts: string[] = [];
  if (plan.departAt) parts.push(i18n._(text.leavesAt(clockText(plan.departAt))));
  if (plan.arriveBy) parts.push(i18n._(text.atWorkBy(clockText(plan.arriveBy))));
  if (plan.returnAt) parts.push(i18n._(text.backAt(clockText(plan.returnAt))));
  parts.push(isWorkingWeek(plan.days) ? i18n._(text.workingDays) : plan.days.map((day) => i18n._(text.weekdays[day])).join(', '));
  return parts.join(' · ');
}

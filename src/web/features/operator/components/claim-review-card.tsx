import { useId, type ReactNode } from 'react';
import type { ClaimForReview } from '#shared/schemas/operator.js';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { formatDate } from '#web/lib/format-date';
import { useApproveClaimMutation } from '../api/claims-review';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import styles from '../operator-page.module.css';
import { operatorTexts as text } from '../operator-texts';
import { usePageLanguage } from '#web/lib/i18n';

/** One claim beside the program's listed facts, so the operator can see whether they agree. */
export function ClaimReviewCard({ claim, onReject }: { claim: ClaimForReview; onReject: () => void }) {
  const { _ } = usePageLanguage();
  const { program, claimant } = claim;
  const titleId = useId();
  const approve = useApproveClaimMutation();

  return (
    <Card as="li" aria-labelledby={titleId} className={styles.card}>
      <div>
        <h3 id={titleId} className={styles.cardTitle}>
          {program.name}
        </h3>
        <p className={typography.muted}>{_(text.sentOn(formatDate(claim.createdAt)))}</p>
      </div>
      {/* The program's facts and the claim side by side, so they can be read across. */}
      <div className={cx(layout.columns, layout.two, layout.gap4)}>
        <Facts title={_(text.listedTitle)}>
          <Fact term={_(text.address)}>
            {program.address}, {program.city}, {program.state} {program.zip}
          </Fact>
          <Fact term={_(text.phone)}>{program.phone ?? _(text.none)}</Fact>
          <Fact term={_(text.email)}>{program.email ?? _(text.none)}</Fact>
          <Fact term={_(text.license)}>{program.licenseNumber ?? _(text.none)}</Fact>
        </Facts>
        <Facts title={_(text.claimantTitle)}>
          <Fact term={_(text.name)}>{claimant.name}</Fact>
          <Fact term={_(text.email)}>{claimant.email}</Fact>
          <Fact term={_(text.phone)}>{claim.phone}</Fact>
          <Fact term={_(text.role)}>{claim.roleAtProgram}</Fact>
          {claim.note && <Fact term={_(text.note)}>{claim.note}</Fact>}
        </Facts>
      </div>
      <div className={cx(layout.row, layout.gap3)}>
        <Button onClick={() => approve.mutate(claim)} disabled={approve.isPending}>
          {approve.isPending ? _(text.approving) : _(text.approve)}
        </Button>
        <Button variant="secondary" onClick={onReject} disabled={approve.isPending}>
          {_(text.reject)}
        </Button>
      </div>
    </Card>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    // A group, not a region: every claim on the page has these two, and landmarks must differ.
    <div role="group" aria-labelledby={titleId} className={cx(layout.stack, layout.gap2, styles.facts)}>
      <h4 id={titleId} className={styles.factsTitle}>
        {title}
      </h4>
      <dl className={cx(layout.stack, layout.gap2, styles.list)}>{children}</dl>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { messages } from '#shared/messages.js';
import type { ClaimForReview } from '#shared/schemas/operator.js';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { formatDate } from '#web/lib/format-date';
import { useApproveClaimMutation } from '../api/claims-review';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import styles from '../operator-page.module.css';

const text = messages.operator;

/** One claim beside the program's listed facts, so the operator can see whether they agree. */
export function ClaimReviewCard({ claim, onReject }: { claim: ClaimForReview; onReject: () => void }) {
  const { program, claimant } = claim;
  const titleId = useId();
  const approve = useApproveClaimMutation();

  return (
    <Card as="li" aria-labelledby={titleId} className={styles.card}>
      <div>
        <h3 id={titleId} className={styles.cardTitle}>
          {program.name}
        </h3>
        <p className={typography.muted}>{text.sentOn(formatDate(claim.createdAt))}</p>
      </div>
      {/* The program's facts and the claim side by side, so they can be read across. */}
      <div className={cx(layout.columns, layout.two, layout.gap4)}>
        <Facts title={text.listedTitle}>
          <Fact term={text.address}>
            {program.address}, {program.city}, {program.state} {program.zip}
          </Fact>
          <Fact term={text.phone}>{program.phone ?? text.none}</Fact>
          <Fact term={text.email}>{program.email ?? text.none}</Fact>
          <Fact term={text.license}>{program.licenseNumber ?? text.none}</Fact>
        </Facts>
        <Facts title={text.claimantTitle}>
          <Fact term={text.name}>{claimant.name}</Fact>
          <Fact term={text.email}>{claimant.email}</Fact>
          <Fact term={text.phone}>{claim.phone}</Fact>
          <Fact term={text.role}>{claim.roleAtProgram}</Fact>
          {claim.note && <Fact term={text.note}>{claim.note}</Fact>}
        </Facts>
      </div>
      <div className={cx(layout.row, layout.gap3)}>
        <Button onClick={() => approve.mutate(claim)} disabled={approve.isPending}>
          {approve.isPending ? text.approving : text.approve}
        </Button>
        <Button variant="secondary" onClick={onReject} disabled={approve.isPending}>
          {text.reject}
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

import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CHILDCARE_CATEGORIES, isOneOf } from '#shared/constants.js';
import { Button } from '#web/components/ui/button';
import { SelectField } from '#web/components/ui/select-field';
import { TextField } from '#web/components/ui/text-field';
import { AddressField } from '../components/address-field';
import { resultsUrl, type ResultFilters } from '../results-url';
import { typeOptions } from './category-options';
import { resultsTexts } from './results-texts';
import cardStyles from '#web/components/ui/card.module.css';
import { cx } from '#web/lib/class-names';
import styles from './results-form.module.css';
import { useLingui } from '@lingui/react';
import { searchFormTexts } from '../home/search-form-texts';

interface PlaceFormProps {
  location: string;
  filters: ResultFilters;
}

/** Search mode: childcare type, a free-text keyword and the place to search around. */
export function PlaceForm({ location: initialLocation, filters }: PlaceFormProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [type, setType] = useState(filters.type ?? '');
  const [keyword, setKeyword] = useState(filters.keyword);
  const [location, setLocation] = useState(initialLocation);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = { ...filters, type: isOneOf(CHILDCARE_CATEGORIES, type) ? type : null, keyword: keyword.trim() };
    void navigate(resultsUrl({ mode: 'search', location: location.trim(), filters: chosen }));
  }

  return (
    <form className={cx(cardStyles.card, styles.form)} onSubmit={submit} noValidate>
      <div className={styles.placeFields}>
        <SelectField label={_(resultsTexts.type)} name="type" options={typeOptions(_)} value={type} onChange={(event) => setType(event.target.value)} />
        <TextField label={_(resultsTexts.keyword)} name="keyword" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        <AddressField label={_(searchFormTexts.location)} name="location" value={location} onChange={setLocation} locatable />
        <Button type="submit" className={styles.placeSubmit}>
          {_(resultsTexts.search)}
        </Button>
      </div>
    </form>
  );
}

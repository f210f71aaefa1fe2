import { useTranslation } from 'react-i18next';
import { QUESTION_TOPICS } from '#shared/schemas/quiz.ts';

/** The question bank's topics as a select's options, named in the page's language. */
export function TopicOptions() {
  const { t } = useTranslation();
  return QUESTION_TOPICS.map((x) => (
    <option key={x} value={x}>
      {t(`quiz.topics.${x}`)}
    </option>
  ));
}

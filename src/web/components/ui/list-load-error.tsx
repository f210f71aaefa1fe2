import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';
import { ErrorBox } from './error-box';

/** A list could not be loaded: say so and offer to try again. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorBox message={message}>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </ErrorBox>
  );
}

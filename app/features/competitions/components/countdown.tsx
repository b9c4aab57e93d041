import { useTranslation } from 'react-i18next';
import { Countdown as CountdownBox } from '../../../components/ui/countdown';

/** The time to a competition's start or end, in the competitions' words; at zero the page's data is read again. */
export function Countdown({ target, serverNow, label }: { target: string; serverNow: number; label: string }) {
  const { t } = useTranslation('competitions');
  return (
    <CountdownBox
      target={target}
      serverNow={serverNow}
      label={label}
      units={{ day: t('countdown.day'), hour: t('countdown.hour'), min: t('countdown.min'), sec: t('countdown.sec') }}
      reached={<p className="mt-2 text-lg font-bold">{t('countdown.now')}</p>}
    />
  );
}

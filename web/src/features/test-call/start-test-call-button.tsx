import { PhoneIcon } from '../../components/icons';
import { useBusiness } from '../../lib/business-context';
import { useTestCall } from './test-call-context';

/** The dashboard sidebar's 'Start Test Call': opens the call panel with the saved assistant (`onOpen` closes the phone menu). */
export function StartTestCallButton({ className = 'dash-nav__link', onOpen }: { className?: string; onOpen?: () => void }) {
  const { openTestCall } = useTestCall();
  const { business } = useBusiness();
  function start() {
    onOpen?.();
    openTestCall({ voice: business?.assistant_configuration?.voice });
  }
  return (
    <button type="button" className={className} onClick={start}>
      <PhoneIcon />
      <span>Start Test Call</span>
    </button>
  );
}

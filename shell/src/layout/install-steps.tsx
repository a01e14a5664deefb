// The footer's install modal (spec §2 Footer): the three steps in Safari. Its own chunk, loaded
// on the first click of the install button (install-app.tsx).
import { Modal } from '@donor/shared/ui/modal';
import { os } from './on-demand.strings.ts';

export default function InstallSteps({ open, onClose, container }: { open: boolean; onClose: () => void; container?: Element | null | undefined }) {
  return (
    <Modal open={open} onClose={onClose} title={os.installTitle} variant="sheet" container={container}>
      <ol className="lay-steps">
        {os.installSteps.map((step) => <li key={step}>{step}</li>)}
      </ol>
    </Modal>
  );
}

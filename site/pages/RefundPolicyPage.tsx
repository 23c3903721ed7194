import { PageShell } from '../components/PageShell';
import { PolicyView } from '../components/PolicyView';
import { refundPolicy } from '../content/refund-policy';
import { routeMeta } from '../content/routes';

export default function RefundPolicyPage() {
  return (
    <PageShell meta={routeMeta.refund}>
      <PolicyView document={refundPolicy} />
    </PageShell>
  );
}

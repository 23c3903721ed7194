import { PageShell } from '../components/PageShell';
import { PolicyView } from '../components/PolicyView';
import { privacyPolicy } from '../content/privacy-policy';
import { routeMeta } from '../content/routes';

export default function PrivacyPolicyPage() {
  return (
    <PageShell meta={routeMeta.privacy}>
      <PolicyView document={privacyPolicy} />
    </PageShell>
  );
}

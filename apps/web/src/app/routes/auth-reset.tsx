import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '@/features/auth';

/** /auth/reset?token=… — the target of the reset e-mail. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <ResetPasswordPage key={token} token={token} />;
}

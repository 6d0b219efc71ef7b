// /auth/signup: a user account (intendedRole user); the confirmation link returns to /auth/callback.
import { SignUpScreen } from './components/sign-up-form'

export default function SignUpPage() {
  return (
    <SignUpScreen
      audience="public"
      documentTitle="auth.signup.documentTitle"
      title="auth.signup.title"
      subtitle="auth.signup.subtitle"
      role="user"
      nameLabel="auth.signup.name"
      nameRequired="auth.errors.nameRequired"
      submitLabel="auth.signup.submit"
      submittingLabel="auth.signup.submitting"
    />
  )
}

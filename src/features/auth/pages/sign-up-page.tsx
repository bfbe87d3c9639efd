import { AnchorButton, Card, Icon } from '@blueprintjs/core';
import { Link } from 'wouter';
import { href, RouteLink } from '@/platform/routing';
import { AuthHeader } from '../components/auth-header';

const OPTIONS = [
  {
    route: 'sign-up-company' as const,
    title: 'Join as a moving company',
    text: 'Run your branches, post jobs and build your moving team.',
    icon: 'office' as const,
  },
  {
    route: 'sign-up-helper' as const,
    title: 'Become a helper',
    text: 'Get invited to moving jobs near you at your hourly rate.',
    icon: 'person' as const,
  },
];

/** /sign-up: the chooser (spec section 2). */
export function SignUpPage() {
  return (
    <div className="auth-page">
      <AuthHeader showJoin={false} />
      <main className="auth-main">
        <section className="auth-card auth-card--wide" aria-labelledby="signup-title">
          <h1 id="signup-title" className="auth-title">
            Sign up
          </h1>
          <p className="app-muted auth-subtitle">Welcome! Please choose your option</p>
          <div className="signup-options">
            {OPTIONS.map((o) => (
              <Card key={o.route} className="signup-option" aria-label={o.title}>
                <span className="signup-option__icon">
                  <Icon icon={o.icon} size={28} />
                </span>
                <h2>{o.title}</h2>
                <p className="app-muted">{o.text}</p>
                <Link href={href(o.route)} asChild>
                  <AnchorButton
                    role="link"
                    intent="primary"
                    fill
                    text="Continue"
                    aria-label={`Continue: ${o.title}`}
                  />
                </Link>
              </Card>
            ))}
          </div>
          <p className="auth-register">
            Already a member? <RouteLink to="login">Log in</RouteLink>
          </p>
        </section>
      </main>
    </div>
  );
}

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authPathFor, type AuthTab } from './authTab';
import { useDocumentTitle } from '../shared';

function Redirect({ text, tab }: { text: string; tab: AuthTab }) {
  useDocumentTitle(tab === 'signup' ? 'Sign Up' : 'Sign In');

  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    void navigate(authPathFor(tab, search), { replace: true });
  }, [navigate, tab, search]);
  return <p>{text}</p>;
}

export const SignInRedirect = () => <Redirect text="Redirecting to sign in..." tab="signin" />;
export const SignUpRedirect = () => <Redirect text="Redirecting to sign up..." tab="signup" />;

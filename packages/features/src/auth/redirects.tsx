import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

function Redirect({ text }: { text: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/auth', { replace: true });
  }, [navigate]);
  return <p>{text}</p>;
}

export const SignInRedirect = () => <Redirect text="Redirecting to sign in..." />;
export const SignUpRedirect = () => <Redirect text="Redirecting to sign up..." />;

import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export function AuthPage() {
  const town = useTown();
  const session = useSession();
  const [tab, setTab] = useState<'signin' | 'signup'>('signin');
  const [signInEmail, setSignInEmail] = useState('');
  const [params, setParams] = useSearchParams();
  const resetToken = params.get('token');
  const linkError = params.get('error');

  // A used or expired reset link comes back as /auth?error=INVALID_TOKEN.
  useEffect(() => {
    if (!linkError) return;
    toast.error('Erreur', { description: 'Ce lien de réinitialisation est invalide ou a expiré.' });
    setParams({}, { replace: true });
  }, [linkError, setParams]);

  if (session.status === 'ready' && session.user && !resetToken) return <Navigate to={paths.feed} replace />;

  return (
    <div className="px-4 py-8">
      <h1 className="mb-1 text-center text-2xl font-bold">{town.productName}</h1>
      <p className="mb-6 text-center text-sm text-muted-foreground">Le réseau social de {town.townName}</p>
      <Card>
        <CardContent className="pt-4">
          {resetToken ? (
            <ResetPasswordForm token={resetToken} onDone={() => setParams({}, { replace: true })} />
          ) : (
            <Tabs value={tab} onValueChange={(v) => setTab(v as 'signin' | 'signup')}>
              <TabsList>
                <TabsTrigger value="signin">Connexion</TabsTrigger>
                <TabsTrigger value="signup">Inscription</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <SignInForm initialEmail={signInEmail} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm
                  onSignedUp={(email) => {
                    setSignInEmail(email);
                    setTab('signin');
                  }}
                />
              </TabsContent>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

import { useState } from 'react';
import { Navigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useTown } from '@/config/town';
import { useSession } from '@/lib/auth';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export function AuthPage() {
  const town = useTown();
  const session = useSession();
  const [tab, setTab] = useState<'signin' | 'signup'>('signin');
  const [signInEmail, setSignInEmail] = useState('');

  if (session.status === 'ready' && session.user) return <Navigate to={paths.feed} replace />;

  return (
    <div className="px-4 py-8">
      <h1 className="mb-1 text-center text-2xl font-bold">{town.productName}</h1>
      <p className="mb-6 text-center text-sm text-muted-foreground">Le réseau social de {town.townName}</p>
      <Card>
        <CardContent className="pt-4">
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
        </CardContent>
      </Card>
    </div>
  );
}

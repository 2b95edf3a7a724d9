import { avatarInitial, displayName, ROLE_LABELS } from '@plantwise/domain';
import { LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { errorMessage } from '@/lib/api-client';
import { useSignOut } from '../api/sign-out';
import { useAuth } from '../hooks/use-auth';
import { ProfileDialog } from './profile-dialog';

export function UserMenu() {
  const { profile } = useAuth();
  const signOut = useSignOut();
  const [profileOpen, setProfileOpen] = useState(false);

  if (!profile) return null;
  const name = displayName(profile);

  const handleSignOut = async () => {
    try {
      await signOut.mutateAsync();
      toast.success('Success', { description: 'Signed out successfully' });
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to sign out') });
    }
  };

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2">
            <span className="sr-only">Account menu for {name}</span>
            <Avatar className="size-8" aria-hidden="true">
              <AvatarFallback>{avatarInitial(profile)}</AvatarFallback>
            </Avatar>
            <span aria-hidden="true" className="hidden max-w-40 truncate sm:inline">
              {name}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="grid gap-0.5">
            <span className="truncate">{name}</span>
            <span className="truncate font-normal text-muted-foreground text-xs">{profile.email}</span>
            <span className="font-normal text-muted-foreground text-xs">{ROLE_LABELS[profile.role]}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setProfileOpen(true)}>
            <UserIcon aria-hidden="true" />
            Profile
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to="/settings">
              <SettingsIcon aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void handleSignOut()} disabled={signOut.isPending}>
            <LogOutIcon aria-hidden="true" />
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ProfileDialog profile={profile} open={profileOpen} onOpenChange={setProfileOpen} />
    </>
  );
}

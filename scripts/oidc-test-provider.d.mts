export interface TestProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export function startTestProvider(options: {
  /** Claims by login name: signing in at the provider's page as `ada` gives `accounts.ada`. */
  accounts: Record<string, TestProviderAccount>;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  port?: number;
}): Promise<TestProvider>;

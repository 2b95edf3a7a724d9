import { COMMON_PASSWORD_COUNT } from '@plantwise/domain';

export interface PasswordStrength {
  /** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** zxcvbn's warning in plain words, when it has one. */
  warning: string | null;
}

export interface PasswordTools {
  isCommon: (password: string) => boolean;
  strength: (password: string, userInputs: string[]) => PasswordStrength;
}

let loading: Promise<PasswordTools> | null = null;

/**
 * The strength estimator (zxcvbn-ts with its English and common dictionaries) and the list of the most
 * common passwords, fetched only when a page asks for a new password: together they weigh several hundred
 * kilobytes, which no other page should carry.
 */
export function loadPasswordTools(): Promise<PasswordTools> {
  loading ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    const zxcvbn = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    const commonList = new Set(
      (common.dictionary['passwords-common'] as string[]).slice(0, COMMON_PASSWORD_COUNT),
    );
    return {
      isCommon: (password) => commonList.has(password),
      strength: (password, userInputs) => {
        const result = zxcvbn.check(password, userInputs);
        return { score: result.score, warning: result.feedback.warning || null };
      },
    };
  })();
  loading.catch(() => {
    loading = null; // let a later page try again (a dropped connection)
  });
  return loading;
}

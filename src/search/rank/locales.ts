/**
 * Human languages an issue names, and the locale files they stand for. An issue says "the Czech
 * locale" or "wrong plural in Swedish" where the repository keeps `locale/cs.js`,
 * `src/locale/sv/_lib/formatDistance/index.ts` or `providers/address/de_DE/__init__.py`: the file is
 * named by the language's ISO 639-1 code (sometimes with a region), which no word of the issue holds.
 * Pure: the resolver (mentions.ts) applies it to the repository's paths.
 */

/**
 * English names of languages (lower case) and the codes their locale files use: ISO 639-1, with the
 * older or wider codes some repositories keep (`nb` and `nn` beside `no`, `fil` beside `tl`).
 */
const LANGUAGE_CODES: Readonly<Record<string, readonly string[]>> = {
  afrikaans: ['af'],
  albanian: ['sq'],
  amharic: ['am'],
  arabic: ['ar'],
  armenian: ['hy'],
  azerbaijani: ['az'],
  basque: ['eu'],
  belarusian: ['be'],
  bengali: ['bn'],
  bosnian: ['bs'],
  breton: ['br'],
  bulgarian: ['bg'],
  burmese: ['my'],
  catalan: ['ca'],
  chinese: ['zh'],
  croatian: ['hr'],
  czech: ['cs'],
  danish: ['da'],
  dutch: ['nl'],
  esperanto: ['eo'],
  estonian: ['et'],
  faroese: ['fo'],
  farsi: ['fa'],
  filipino: ['fil', 'tl'],
  finnish: ['fi'],
  french: ['fr'],
  frisian: ['fy'],
  galician: ['gl'],
  georgian: ['ka'],
  german: ['de'],
  greek: ['el'],
  gujarati: ['gu'],
  hebrew: ['he', 'iw'],
  hindi: ['hi'],
  hungarian: ['hu'],
  icelandic: ['is'],
  indonesian: ['id'],
  irish: ['ga'],
  italian: ['it'],
  japanese: ['ja'],
  kannada: ['kn'],
  kazakh: ['kk'],
  khmer: ['km'],
  korean: ['ko'],
  kurdish: ['ku'],
  kyrgyz: ['ky'],
  latvian: ['lv'],
  lithuanian: ['lt'],
  luxembourgish: ['lb'],
  macedonian: ['mk'],
  malay: ['ms'],
  malayalam: ['ml'],
  maltese: ['mt'],
  marathi: ['mr'],
  mongolian: ['mn'],
  nepali: ['ne'],
  norwegian: ['no', 'nb', 'nn'],
  persian: ['fa'],
  polish: ['pl'],
  portuguese: ['pt'],
  punjabi: ['pa'],
  romanian: ['ro'],
  russian: ['ru'],
  serbian: ['sr'],
  sinhala: ['si'],
  slovak: ['sk'],
  slovenian: ['sl'],
  spanish: ['es'],
  swahili: ['sw'],
  swedish: ['sv'],
  tagalog: ['tl', 'fil'],
  tajik: ['tg'],
  tamil: ['ta'],
  telugu: ['te'],
  thai: ['th'],
  tibetan: ['bo'],
  turkish: ['tr'],
  turkmen: ['tk'],
  ukrainian: ['uk'],
  urdu: ['ur'],
  uyghur: ['ug'],
  uzbek: ['uz'],
  vietnamese: ['vi'],
  welsh: ['cy'],
  yoruba: ['yo'],
};

/**
 * Names that are also common English words: they count capitalized within a sentence (`the Polish
 * plural`, not `polish the UI`), or anywhere in an issue that speaks of locales (`Polish locale:
 * wrong month names`).
 */
const AMBIGUOUS: ReadonlySet<string> = new Set(['polish']);
/** Words (as the tokenizer gives them) of an issue about locales or translations. */
const LOCALE_WORDS: ReadonlySet<string> = new Set(['locale', 'i18n', 'l10n', 'translation', 'translate', 'translated', 'localization', 'localisation', 'localize', 'localized']);

export interface NamedLanguage {
  /** The word of the issue (`Czech`). */
  word: string;
  codes: readonly string[];
}

/**
 * The languages among an issue's lower-cased tokens (`terms`) and the words it capitalizes within a
 * sentence (`words`, as `analyzeQuery` gives them), each once, in the order of `terms`.
 */
export function namedLanguages(terms: Iterable<string>, words: readonly string[]): NamedLanguage[] {
  const all = [...terms];
  const capitalized = new Set(words.filter((w) => /^[A-Z][a-z]+$/.test(w)).map((w) => w.toLowerCase()));
  const aboutLocales = all.some((t) => LOCALE_WORDS.has(t));
  const out: NamedLanguage[] = [];
  const seen = new Set<string>();
  for (const term of all) {
    const codes = Object.hasOwn(LANGUAGE_CODES, term) ? LANGUAGE_CODES[term] : undefined;
    if (!codes || seen.has(term) || (AMBIGUOUS.has(term) && !capitalized.has(term) && !aboutLocales)) continue;
    seen.add(term);
    out.push({ word: term[0]!.toUpperCase() + term.slice(1), codes });
  }
  return out;
}

/** A locale name: a code, then regions or scripts (`de`, `de-AT`, `zh_cn`, `zh-Hans-CN`, `es-419`). */
const LOCALE = /^([a-z]{2,3})((?:[-_](?:[a-z]{2}|[a-z]{4}|[0-9]{3}))*)$/;

/** ISO 3166-1 alpha-2 regions (and `xk`), so that `no-op.md` or `de-ja` is no locale. */
const REGIONS: ReadonlySet<string> = new Set(
  `ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bv bw by bz ca cc cd
cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg
gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr
kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf
ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm
sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws xk
ye yt za zm zw`.split(/\s+/),
);
/** Script subtags locale files carry (`zh-Hans`, `sr-Latn`). */
const SCRIPTS: ReadonlySet<string> = new Set(['arab', 'cyrl', 'deva', 'hans', 'hant', 'latn']);

/** Whether each subtag after the code is a region (two letters of `REGIONS`, or three digits) or a script. */
function subtagsAreLocale(subtags: string): boolean {
  return subtags
    .split(/[-_]/)
    .slice(1)
    .every((t) => /^[0-9]{3}$/.test(t) || REGIONS.has(t) || SCRIPTS.has(t));
}

/**
 * How surely `path` is a locale file of one of `codes`: 1 when a folder, the file's stem or a dotted
 * part of its name is the bare code (`locale/cs.js`, `locale/sv/_lib/...`, `messages.de.json`), 0.7
 * when it is the code with a region or script (`fr_FR/`, `zh-cn.js`), else 0.
 */
export function localeStrength(path: string, codes: ReadonlySet<string>): number {
  const segments = path.toLowerCase().split('/');
  const name = segments.pop() ?? '';
  const dot = name.lastIndexOf('.');
  const parts = [...segments, ...(dot > 0 ? name.slice(0, dot) : name).split('.')];
  let best = 0;
  for (const part of parts) {
    const m = LOCALE.exec(part);
    if (!m || !codes.has(m[1]!)) continue;
    if (!m[2]) return 1;
    if (subtagsAreLocale(m[2])) best = 0.7;
  }
  return best;
}

/**
 * The locale files of `codes` among `paths`, with `localeStrength`'s strength, in path order. One
 * pattern per call passes over the paths that cannot hold a code (nearly all of them) before the
 * exact rule reads the rest.
 */
export function localeFiles(paths: readonly string[], codes: readonly string[]): { path: string; strength: number }[] {
  if (codes.length === 0) return [];
  const wanted = new Set(codes);
  const maybe = new RegExp(`(?:^|[/._-])(?:${[...wanted].join('|')})(?:[/._-]|$)`, 'i');
  const out: { path: string; strength: number }[] = [];
  for (const path of paths) {
    if (!maybe.test(path)) continue;
    const strength = localeStrength(path, wanted);
    if (strength > 0) out.push({ path, strength });
  }
  return out;
}

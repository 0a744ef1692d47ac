/**
 * Test data for the spam score (spam-score.test.ts): submissions labelled person or bot, as the
 * three lead forms receive them. People: buyers whose browser autofilled the form and who sent it
 * at once, slow typists, buyers pasting their own company's address, visitors without JavaScript,
 * tabs left open overnight. Bots: honeypots, link spam, links in name fields, forged or
 * missing form tokens, scripts and headless browsers, repeats, throwaway mailboxes. Every name,
 * company and address here is invented.
 */
import type { FormTokenCheck } from "./form-token";
import type { SpamSignals } from "./spam-score";

export interface LabelledSubmission {
  label: "person" | "bot";
  /** Who sent it and how, in a few words. */
  who: string;
  name: string;
  email: string;
  /** Company, city, state, country; qualification and job title for an application. */
  otherFields: readonly string[];
  message?: string;
  honeypot?: string;
  /** Milliseconds from the form token to the submission, or what was wrong with the token. */
  token: number | "missing" | "forged";
  userAgent: string | undefined;
  isRepeat?: boolean;
  /** A bot these signals cannot tell from a person, let through on purpose: why. */
  acceptedMiss?: string;
}

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 13; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36";
const CHROME_ANDROID_REDMI =
  "Mozilla/5.0 (Linux; Android 12; 2201117TI) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36";
const SAMSUNG =
  "Mozilla/5.0 (Linux; Android 10; SM-M215F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36";
const SAFARI_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";
const SAFARI_IOS_15 =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.6 Mobile/15E148 Safari/604.1";
const SAFARI_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15";
const CHROME_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/120.0.0.0`;
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";
const FIREFOX_ESR_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:115.0) Gecko/20100101 Firefox/115.0";
const FACEBOOK_APP = `${CHROME_ANDROID_REDMI} [FB_IAB/FB4A;FBAV/444.0.0.33.118;]`;
const INSTAGRAM_APP =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 307.0.0.34.111";
const OPERA_MINI = "Opera/9.80 (J2ME/MIDP; Opera Mini/5.1.21214/28.2725; U; en) Presto/2.8.119 Version/11.10";
const LYNX = "Lynx/2.8.9rel.1 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.1";

const PYTHON = "python-requests/2.31.0";
const CURL = "curl/8.5.0";
const GO = "Go-http-client/1.1";
const PHP = "PHP/8.2.12";
const AXIOS = "axios/1.6.2";
const JAVA = "Java/17.0.2";
const HEADLESS =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.109 Safari/537.36";

const SECONDS = 1000;
const MINUTES = 60 * SECONDS;

export const labelledSubmissions: readonly LabelledSubmission[] = [
  // People whose browser filled the form (autofill) and who sent it within 3 s.
  ...(
    [
      [
        "Rakesh Agarwal",
        "rakesh@agarwalpolypack.in",
        ["Agarwal Polypack", "Kanpur", "Uttar Pradesh", "India"],
        1800,
        CHROME_ANDROID,
      ],
      [
        "Md. Shahidul Islam",
        "shahidul@meghnawoven.com.bd",
        ["Meghna Woven Sacks", "Narayanganj", "Dhaka", "Bangladesh"],
        2100,
        CHROME_ANDROID_REDMI,
      ],
      [
        "Chinedu Okeke",
        "c.okeke@okekeplastics.ng",
        ["Okeke Plastics Nigeria", "Ikeja", "Lagos", "Nigeria"],
        2500,
        CHROME_ANDROID,
      ],
      [
        "Amina Wanjiru",
        "amina@riftvalleypack.co.ke",
        ["Rift Valley Packaging", "Nairobi", "Nairobi County", "Kenya"],
        1500,
        SAMSUNG,
      ],
      [
        "Ahmed Mostafa",
        "a.mostafa@nilepolymers.com.eg",
        ["Nile Polymers", "6th of October City", "Giza", "Egypt"],
        2200,
        CHROME_WINDOWS,
      ],
      [
        "عبدالله القحطاني",
        "abdullah@gulfbags.sa",
        ["مصنع أكياس الخليج", "الرياض", "منطقة الرياض", "السعودية"],
        1900,
        SAFARI_IOS,
      ],
      [
        "Mehmet Yılmaz",
        "mehmet@yilmazambalaj.com.tr",
        ["Yılmaz Ambalaj", "Gaziantep", "Gaziantep", "Türkiye"],
        2700,
        CHROME_WINDOWS,
      ],
      [
        "Nguyễn Văn Hùng",
        "hung@hungphatpack.vn",
        ["Bao bì Hùng Phát", "Thủ Dầu Một", "Bình Dương", "Việt Nam"],
        1600,
        CHROME_ANDROID,
      ],
      [
        "Budi Santoso",
        "budi@karungsejahtera.co.id",
        ["PT Karung Sejahtera", "Surabaya", "Jawa Timur", "Indonesia"],
        2400,
        CHROME_ANDROID_REDMI,
      ],
      [
        "João Pereira",
        "joao@embalagenspereira.com.br",
        ["Embalagens Pereira", "Campinas", "São Paulo", "Brasil"],
        2800,
        EDGE_WINDOWS,
      ],
      [
        "Alejandro Garza",
        "agarza@costalesdelnorte.mx",
        ["Costales del Norte", "Monterrey", "Nuevo León", "México"],
        1300,
        SAFARI_MAC,
      ],
      [
        "Дмитрий Соколов",
        "d.sokolov@politara.ru",
        ["ПолиТара", "Казань", "Татарстан", "Россия"],
        2000,
        FIREFOX_WINDOWS,
      ],
      ["Aziz Karimov", "aziz@qopzavodi.uz", ["Qop Zavodi", "Tashkent", "Tashkent", "Uzbekistan"], 2600, CHROME_ANDROID],
      [
        "Nuwan Perera",
        "nuwan@lankapolysacks.lk",
        ["Lanka Polysacks", "Biyagama", "Western Province", "Sri Lanka"],
        2300,
        SAFARI_IOS_15,
      ],
      [
        "Tesfaye Bekele",
        "tesfaye@abyssiniapack.et",
        ["Abyssinia Packaging", "Addis Ababa", "Addis Ababa", "Ethiopia"],
        2900,
        CHROME_ANDROID,
      ],
      [
        "Kwame Mensah",
        "kwame.mensah@gmail.com",
        ["Mensah Agro Sacks", "Kumasi", "Ashanti", "Ghana"],
        1700,
        CHROME_ANDROID_REDMI,
      ],
      [
        "Priya Nair",
        "priya.nair@keralapolymers.in",
        ["Kerala Polymers", "Kochi", "Kerala", "India"],
        1100,
        CHROME_WINDOWS,
      ],
      [
        "Hamza Siddiqui",
        "hamza@induswoven.pk",
        ["Indus Woven Bags", "Faisalabad", "Punjab", "Pakistan"],
        2000,
        FACEBOOK_APP,
      ],
      [
        "Marta Kowalska",
        "marta@kowalskarecykling.pl",
        ["Kowalska Recykling", "Łódź", "Łódzkie", "Polska"],
        2450,
        FIREFOX_WINDOWS,
      ],
      [
        "Sabitha Reddy",
        "sabitha.reddy@yahoo.co.in",
        ["Sri Lakshmi Polysacks", "Hyderabad", "Telangana", "India"],
        2250,
        INSTAGRAM_APP,
      ],
      ["Omar Haddad", "omar@levantpack.jo", ["Levant Packaging", "Amman", "Amman", "Jordan"], 1400, SAFARI_IOS],
      ["Roberto Silva", "rsilva@envasesandinos.pe", ["Envases Andinos", "Lima", "Lima", "Perú"], 2650, CHROME_ANDROID],
    ] as const
  ).map(([name, email, otherFields, ms, userAgent]): LabelledSubmission => ({
    label: "person",
    who: `buyer, autofilled catalogue request sent after ${ms} ms`,
    name,
    email,
    otherFields,
    token: ms,
    userAgent,
  })),

  // People who typed, slowly.
  {
    label: "person",
    who: "inquiry typed over six minutes",
    name: "Suresh Patel",
    email: "suresh@patelwovensacks.com",
    otherFields: ["Patel Woven Sacks", "Surat", "Gujarat", "India"],
    message:
      "We run 18 four-shuttle looms and want to add six-shuttle looms for 2400 mm fabric. Please send the price and delivery time.",
    token: 6 * MINUTES,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "person",
    who: "inquiry typed on a phone over twelve minutes",
    name: "Kamala Devi",
    email: "kamaladevi.bags@gmail.com",
    otherFields: ["Devi Packaging Industries", "Coimbatore", "Tamil Nadu", "India"],
    message: "Sir, tape line ka rate batao. 1200 kg/day chahiye. Old machine bhi exchange karenge kya?",
    token: 12 * MINUTES,
    userAgent: SAMSUNG,
  },
  {
    label: "person",
    who: "catalogue request with a question, four minutes",
    name: "Ricardo Gómez",
    email: "rgomez@sacosdelsur.com.ar",
    otherFields: ["Sacos del Sur", "Rosario", "Santa Fe", "Argentina"],
    message: "¿Tienen representante en Argentina? Nos interesa la línea de laminado.",
    token: 4 * MINUTES,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "person",
    who: "inquiry about a recycling line, three minutes",
    name: "Olumide Adeyemi",
    email: "olumide@greencyclenig.com",
    otherFields: ["Greencycle Nigeria", "Ota", "Ogun", "Nigeria"],
    message: "What is the output of your PP/PE washing line at 500 kg/h input? Power consumption?",
    token: 200 * SECONDS,
    userAgent: CHROME_ANDROID,
  },
  {
    label: "person",
    who: "short inquiry, 95 s",
    name: "Hoàng Thị Lan",
    email: "lan.hoang@minhchaupack.vn",
    otherFields: ["Minh Châu Pack", "Hải Phòng", "Hải Phòng", "Việt Nam"],
    message: "Please send quotation for bag conversion line.",
    token: 95 * SECONDS,
    userAgent: SAFARI_IOS,
  },
  {
    label: "person",
    who: "inquiry from Dubai, seven minutes",
    name: "Mohammed Rafi",
    email: "rafi@emiratesflexi.ae",
    otherFields: ["Emirates Flexi Pack", "Dubai", "Dubai", "UAE"],
    message: "Interested in a cast film line, 1600 mm. We can visit your works in March.",
    token: 7 * MINUTES,
    userAgent: SAFARI_MAC,
  },
  {
    label: "person",
    who: "spares inquiry, 45 s",
    name: "Grace Achieng",
    email: "grace@lakeregionsacks.co.ke",
    otherFields: ["Lake Region Sacks", "Kisumu", "Kisumu County", "Kenya"],
    message: "Need winder spares for our 2014 tape line, serial TL-0412.",
    token: 45 * SECONDS,
    userAgent: CHROME_ANDROID_REDMI,
  },
  {
    label: "person",
    who: "application typed over eighteen minutes",
    name: "Anil Kumar",
    email: "anil.kumar.mech@gmail.com",
    otherFields: ["B.Tech Mechanical", "Service Engineer"],
    message: "Four years commissioning extrusion lines in Gujarat and Maharashtra. Ready to travel abroad.",
    token: 18 * MINUTES,
    userAgent: CHROME_ANDROID,
  },
  {
    label: "person",
    who: "application typed over 25 minutes",
    name: "Sneha Joshi",
    email: "sneha.joshi@outlook.com",
    otherFields: ["MBA Marketing", "Export Sales Executive"],
    message: "Handled export documentation for machinery shipments to Africa for three years. Fluent in French.",
    token: 25 * MINUTES,
    userAgent: EDGE_WINDOWS,
  },
  {
    label: "person",
    who: "application from an old iPhone, nine minutes",
    name: "Ravi Shankar",
    email: "ravishankar1994@rediffmail.com",
    otherFields: ["ITI Fitter", "Machine Operator"],
    message: "I have worked on circular looms for six years at a woven sack plant in Vapi.",
    token: 9 * MINUTES,
    userAgent: SAFARI_IOS_15,
  },
  {
    label: "person",
    who: "desktop user who types fast, 3.4 s, one word",
    name: "Vikram Shah",
    email: "vikram@shahflexibles.com",
    otherFields: ["Shah Flexibles", "Ahmedabad", "Gujarat", "India"],
    message: "Price?",
    token: 3400,
    userAgent: CHROME_WINDOWS,
  },

  // People who paste their own company's web address.
  {
    label: "person",
    who: "buyer pointing to the company profile, two minutes",
    name: "Jignesh Bhatt",
    email: "jignesh@shreejipolymers.in",
    otherFields: ["Shreeji Polymers", "Rajkot", "Gujarat", "India"],
    message: "Our company profile is at https://www.shreejipolymers.in. We run 24 looms and want a lamination unit.",
    token: 2 * MINUTES,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "person",
    who: "buyer with a bare www address, 90 s",
    name: "Karim Fathy",
    email: "karim@deltasacks.com.eg",
    otherFields: ["Delta Sacks", "Alexandria", "Alexandria", "Egypt"],
    message: "See www.deltasacks.com.eg for what we make. Need a printing machine for 4 colours.",
    token: 90 * SECONDS,
    userAgent: CHROME_ANDROID,
  },
  {
    label: "person",
    who: "buyer with an http address, four minutes",
    name: "Neha Mehta",
    email: "neha@mehtapack.co.in",
    otherFields: ["Mehta Pack", "Vadodara", "Gujarat", "India"],
    message: "Website: http://mehtapack.co.in\nWe need a quotation for a box strapping line.",
    token: 4 * MINUTES,
    userAgent: FIREFOX_WINDOWS,
  },
  {
    label: "person",
    who: "applicant linking a profile, ten minutes",
    name: "Arjun Menon",
    email: "arjun.menon@gmail.com",
    otherFields: ["M.Tech Polymer Engineering", "Process Engineer"],
    message: "My profile: https://www.linkedin.com/in/arjun-menon-extrusion - six years on PET sheet lines.",
    token: 10 * MINUTES,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "person",
    who: "buyer with the company site and a video of the current line, five minutes",
    name: "Samuel Otieno",
    email: "samuel@agrosackskenya.com",
    otherFields: ["Agro Sacks Kenya", "Thika", "Kiambu", "Kenya"],
    message:
      "Our site: https://www.agrosackskenya.com and our current loom running: https://www.youtube.com/watch?v=abc123. Can you beat its speed?",
    token: 5 * MINUTES,
    userAgent: SAFARI_MAC,
  },
  {
    label: "person",
    who: "catalogue request with a price-list request and a link, 40 s",
    name: "Peter Kamau",
    email: "peter@nyotapackaging.co.ke",
    otherFields: ["Nyota Packaging", "Mombasa", "Mombasa", "Kenya"],
    message: "Please also send the price list. https://www.nyotapackaging.co.ke",
    token: 40 * SECONDS,
    userAgent: CHROME_ANDROID_REDMI,
  },

  // People without JavaScript, or with the token blocked, or a tab left open.
  {
    label: "person",
    who: "office PC with JavaScript off, no token",
    name: "Hans Becker",
    email: "h.becker@becker-verpackung.de",
    otherFields: ["Becker Verpackung", "Bielefeld", "NRW", "Germany"],
    message: "Bitte senden Sie uns Unterlagen zur Monofilamentanlage.",
    token: "missing",
    userAgent: FIREFOX_ESR_LINUX,
  },
  {
    label: "person",
    who: "JavaScript off, no token, with the company site",
    name: "Lucía Fernández",
    email: "lucia@plasticosfernandez.es",
    otherFields: ["Plásticos Fernández", "Valencia", "Valencia", "España"],
    message: "Somos fabricantes de rafia: https://www.plasticosfernandez.es",
    token: "missing",
    userAgent: FIREFOX_WINDOWS,
  },
  {
    label: "person",
    who: "proxy browser on a feature phone, no token",
    name: "Abdoulaye Diallo",
    email: "adiallo@sahelsacs.sn",
    otherFields: ["Sahel Sacs", "Thiès", "Thiès", "Sénégal"],
    token: "missing",
    userAgent: OPERA_MINI,
  },
  {
    label: "person",
    who: "text browser, no JavaScript",
    name: "Tomas Novak",
    email: "tomas@novakrecycling.cz",
    otherFields: ["Novak Recycling", "Brno", "Jihomoravský", "Czechia"],
    message: "Pelletizing line for PET flakes, 300 kg/h. Quote please.",
    token: "missing",
    userAgent: LYNX,
  },
  {
    label: "person",
    who: "corporate network blocking scripts, no token",
    name: "Wei Ling Tan",
    email: "weiling.tan@straitspack.com.sg",
    otherFields: ["Straits Pack", "Singapore", "Singapore", "Singapore"],
    message: "Please send the catalogue for the sheet extrusion line.",
    token: "missing",
    userAgent: EDGE_WINDOWS,
  },
  {
    label: "person",
    who: "tab left open overnight, 30 hours",
    name: "Claire Dubois",
    email: "claire.dubois@emballages-dubois.fr",
    otherFields: ["Emballages Dubois", "Lyon", "Auvergne-Rhône-Alpes", "France"],
    message: "Suite à notre visite au salon K, merci de nous envoyer le catalogue.",
    token: 30 * 60 * MINUTES,
    userAgent: SAFARI_MAC,
  },
  {
    label: "person",
    who: "tab left open over the weekend, with the company site",
    name: "Rajesh Iyer",
    email: "rajesh@iyerplastics.com",
    otherFields: ["Iyer Plastics", "Chennai", "Tamil Nadu", "India"],
    message: "Following up after the weekend. Our plant: https://www.iyerplastics.com",
    token: 60 * 60 * MINUTES,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "person",
    who: "name in Devanagari, eight seconds",
    name: "राजेश गुप्ता",
    email: "rajesh.gupta@guptapolysacks.in",
    otherFields: ["गुप्ता पॉलीसैक्स", "इंदौर", "मध्य प्रदेश", "भारत"],
    token: 8 * SECONDS,
    userAgent: CHROME_ANDROID,
  },

  // Bots that fill the honeypot.
  {
    label: "bot",
    who: "honeypot with a URL, waited 40 s, browser user agent",
    name: "John Smith",
    email: "john.smith@gmail.com",
    otherFields: ["Smith Trading", "New York", "NY", "USA"],
    message: "Hello, I am interested in your products.",
    honeypot: "http://seo-rank-fast.example",
    token: 40 * SECONDS,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "honeypot with the company name copied, script without a token",
    name: "Sunrise Trading",
    email: "info@sunrisetrading.example",
    otherFields: ["Sunrise Trading", "London", "London", "UK"],
    message: "Please send price list",
    honeypot: "Sunrise Trading",
    token: "missing",
    userAgent: PYTHON,
  },
  {
    label: "bot",
    who: "honeypot and instant post from a headless browser",
    name: "Mike",
    email: "mike1988@outlook.com",
    otherFields: ["Company", "City", "State", "Country"],
    honeypot: "https://casino-bonus.example/?ref=77",
    token: 400,
    userAgent: HEADLESS,
  },
  {
    label: "bot",
    who: "honeypot '1', eight seconds, browser user agent",
    name: "Robert Brown",
    email: "robertbrown@yahoo.com",
    otherFields: ["Brown Industries", "Houston", "TX", "USA"],
    message: "Need quote",
    honeypot: "1",
    token: 8 * SECONDS,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "honeypot with an e-mail address, curl without a token",
    name: "Alex",
    email: "alex.marketing@gmail.com",
    otherFields: ["Marketing Pros", "Austin", "TX", "USA"],
    honeypot: "alex.marketing@gmail.com",
    token: "missing",
    userAgent: CURL,
  },
  {
    label: "bot",
    who: "honeypot and a forged token",
    name: "Sandra Lee",
    email: "sandra.lee@hotmail.com",
    otherFields: ["Lee Consulting", "Toronto", "ON", "Canada"],
    message: "Hello",
    honeypot: "Hello",
    token: "forged",
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "honeypot with a www address, waited two minutes",
    name: "Emma Wilson",
    email: "emma.wilson@gmail.com",
    otherFields: ["Wilson Media", "Sydney", "NSW", "Australia"],
    message: "We can grow your Instagram.",
    honeypot: "www.buy-followers.example",
    token: 2 * MINUTES,
    userAgent: SAFARI_MAC,
  },
  {
    label: "bot",
    who: "honeypot on an application, Go client",
    name: "David Miller",
    email: "david.miller@gmail.com",
    otherFields: ["PhD", "Manager"],
    message: "I am applying.",
    honeypot: "https://resume-builder.example",
    token: "missing",
    userAgent: GO,
  },
  {
    label: "bot",
    who: "honeypot 'asdf' with a token a day old",
    name: "asdf",
    email: "asdf@asdf.example",
    otherFields: ["asdf", "asdf", "asdf", "asdf"],
    honeypot: "asdf",
    token: 26 * 60 * MINUTES,
    userAgent: FIREFOX_WINDOWS,
  },
  {
    label: "bot",
    who: "honeypot and one link, five seconds",
    name: "Kevin Jones",
    email: "kevinjones@gmail.com",
    otherFields: ["Jones Digital", "Chicago", "IL", "USA"],
    message: "Check our offer https://web-design-deals.example",
    honeypot: "https://web-design-deals.example",
    token: 5 * SECONDS,
    userAgent: EDGE_WINDOWS,
  },

  // Link spam.
  {
    label: "bot",
    who: "SEO offer with three links, waited 20 s",
    name: "Jessica Taylor",
    email: "jessica.seo@gmail.com",
    otherFields: ["Rank Boost", "Los Angeles", "CA", "USA"],
    message:
      "Your website is not on Google's first page. See https://rank-boost.example, https://rank-boost.example/pricing and https://rank-boost.example/cases",
    token: 20 * SECONDS,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "crypto spam with four links, script without a token",
    name: "Crypto Profit",
    email: "profit@cryptomail.example",
    otherFields: ["Crypto Profit", "Miami", "FL", "USA"],
    message:
      "Earn $5000/day: http://crypto-a.example http://crypto-b.example http://crypto-c.example http://crypto-d.example",
    token: "missing",
    userAgent: PYTHON,
  },
  {
    label: "bot",
    who: "forum-style BBCode links",
    name: "Natalie",
    email: "natalie.b@yahoo.com",
    otherFields: ["Natalie Shop", "Paris", "IDF", "France"],
    message:
      "[url=http://pills.example]cheap pills[/url] [url=http://pills2.example]best price[/url] [url=http://pills3.example]order[/url]",
    token: 15 * SECONDS,
    userAgent: FIREFOX_WINDOWS,
  },
  {
    label: "bot",
    who: "HTML anchors",
    name: "Mark Davis",
    email: "mark.davis@outlook.com",
    otherFields: ["Davis LLC", "Boston", "MA", "USA"],
    message:
      '<a href="http://loans.example">loans</a> <a href="http://loans2.example">fast cash</a> <a href="http://loans3.example">apply</a>',
    token: 12 * SECONDS,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "casino spam in Russian with five links",
    name: "Казино",
    email: "casino@mail.ru",
    otherFields: ["Казино", "Москва", "Москва", "Россия"],
    message: "Бонус: https://c1.example https://c2.example https://c3.example https://c4.example https://c5.example",
    token: 9 * SECONDS,
    userAgent: CHROME_ANDROID,
  },
  {
    label: "bot",
    who: "two links from a script without a token",
    name: "Bella",
    email: "bella.dating@gmail.com",
    otherFields: ["Dating", "Kyiv", "Kyiv", "Ukraine"],
    message: "Meet me: https://date-now.example and https://date-now.example/photos",
    token: "missing",
    userAgent: PHP,
  },
  {
    label: "bot",
    who: "two links and a throwaway mailbox",
    name: "Ryan",
    email: "ryan77@mailinator.com",
    otherFields: ["Ryan Co", "Dallas", "TX", "USA"],
    message: "Cheap traffic: http://traffic.example http://traffic2.example",
    token: 30 * SECONDS,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "one link from curl without a token",
    name: "Steve",
    email: "steve.offers@gmail.com",
    otherFields: ["Offers", "Denver", "CO", "USA"],
    message: "Best offer here http://offers.example",
    token: "missing",
    userAgent: CURL,
  },

  // Links where no link belongs.
  {
    label: "bot",
    who: "link in the name",
    name: "Get cheap backlinks www.linkfarm.example",
    email: "links@gmail.com",
    otherFields: ["SEO", "Delhi", "Delhi", "India"],
    token: 25 * SECONDS,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "link in the company",
    name: "Anna",
    email: "anna.k@gmail.com",
    otherFields: ["https://crypto-profit.example", "Berlin", "Berlin", "Germany"],
    message: "Hi",
    token: 11 * SECONDS,
    userAgent: FIREFOX_WINDOWS,
  },
  {
    label: "bot",
    who: "link in the city",
    name: "Tom",
    email: "tom.b@outlook.com",
    otherFields: ["Pharma", "www.pill-shop.example", "CA", "USA"],
    token: 19 * SECONDS,
    userAgent: SAFARI_MAC,
  },
  {
    label: "bot",
    who: "link in an applicant's qualification",
    name: "Essay Writer",
    email: "essays@gmail.com",
    otherFields: ["http://essay-writers.example", "Engineer"],
    message: "Apply",
    token: 3 * MINUTES,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "link in the country, script",
    name: "Lisa",
    email: "lisa.r@gmail.com",
    otherFields: ["Lisa R", "Rome", "Lazio", "Visit www.escort.example"],
    token: "missing",
    userAgent: AXIOS,
  },

  // Forged form tokens.
  ...(
    [
      ["altered timestamp, clean fields", "Paul Walker", "paul.walker@gmail.com", CHROME_WINDOWS],
      ["made-up token, clean fields", "Maria Garcia", "maria.garcia@hotmail.com", CHROME_ANDROID],
      ["token from another site", "James Wilson", "j.wilson@outlook.com", SAFARI_MAC],
      ["the text 'undefined' as the token", "Linda Martin", "linda.martin@yahoo.com", JAVA],
      ["replayed token with a changed signature", "Chris Evans", "chris.evans@gmail.com", EDGE_WINDOWS],
    ] as const
  ).map(([how, name, email, userAgent]): LabelledSubmission => ({
    label: "bot",
    who: `forged form token: ${how}`,
    name,
    email,
    otherFields: ["Global Trading", "Houston", "TX", "USA"],
    message: "Please send me your catalogue and price list.",
    token: "forged",
    userAgent,
  })),
  {
    label: "bot",
    who: "forged token and one link",
    name: "Olivia",
    email: "olivia.m@gmail.com",
    otherFields: ["Olivia Marketing", "Miami", "FL", "USA"],
    message: "Visit https://growth-hacks.example",
    token: "forged",
    userAgent: CHROME_WINDOWS,
  },

  // Scripts and headless browsers that post at once.
  {
    label: "bot",
    who: "headless browser, token fetched and posted in 300 ms",
    name: "Daniel Clark",
    email: "daniel.clark@gmail.com",
    otherFields: ["Clark Imports", "Phoenix", "AZ", "USA"],
    message: "Interested in your machines.",
    token: 300,
    userAgent: HEADLESS,
  },
  {
    label: "bot",
    who: "python script, token fetched and posted in 150 ms",
    name: "Sarah Lewis",
    email: "sarah.lewis@outlook.com",
    otherFields: ["Lewis Group", "Atlanta", "GA", "USA"],
    token: 150,
    userAgent: PYTHON,
  },
  {
    label: "bot",
    who: "instant post with a throwaway mailbox",
    name: "Test User",
    email: "qwerty@guerrillamail.com",
    otherFields: ["Test", "Test", "Test", "Test"],
    token: 700,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "instant post with a link, browser user agent",
    name: "Brian",
    email: "brian.h@gmail.com",
    otherFields: ["Brian Hall", "Seattle", "WA", "USA"],
    message: "Good deal http://deals.example",
    token: 900,
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "instant post with no user agent at all",
    name: "Nancy",
    email: "nancy.w@gmail.com",
    otherFields: ["Nancy W", "Orlando", "FL", "USA"],
    token: 200,
    userAgent: undefined,
  },

  // Repeats and throwaway mailboxes.
  {
    label: "bot",
    who: "the same inquiry again a minute later",
    name: "George King",
    email: "george.king@gmail.com",
    otherFields: ["King Supplies", "Leeds", "West Yorkshire", "UK"],
    message: "Send catalogue.",
    token: 50 * SECONDS,
    userAgent: CHROME_WINDOWS,
    isRepeat: true,
  },
  {
    label: "bot",
    who: "the same application again, script",
    name: "Karen Scott",
    email: "karen.scott@yahoo.com",
    otherFields: ["BSc", "Manager"],
    message: "Hire me.",
    token: "missing",
    userAgent: PYTHON,
    isRepeat: true,
  },
  {
    label: "bot",
    who: "throwaway mailbox without a token",
    name: "John Doe",
    email: "johndoe@yopmail.com",
    otherFields: ["Doe Inc", "Springfield", "IL", "USA"],
    message: "Hi",
    token: "missing",
    userAgent: CHROME_WINDOWS,
  },
  {
    label: "bot",
    who: "throwaway mailbox and a script user agent",
    name: "Jane Roe",
    email: "janeroe@10minutemail.com",
    otherFields: ["Roe LLC", "Portland", "OR", "USA"],
    token: 40 * SECONDS,
    userAgent: GO,
  },

  {
    label: "bot",
    who: "application stuffed with three links, Java client",
    name: "Career Boost",
    email: "careerboost@gmail.com",
    otherFields: ["MBA", "Director"],
    message: "Upgrade your CV: http://cv1.example http://cv2.example http://cv3.example",
    token: "missing",
    userAgent: JAVA,
  },
  {
    label: "bot",
    who: "link in the name from a headless browser, sent in 500 ms",
    name: "Best Loans www.loans-now.example",
    email: "loans.now@gmail.com",
    otherFields: ["Loans Now", "Las Vegas", "NV", "USA"],
    token: 500,
    userAgent: HEADLESS,
  },
  {
    label: "bot",
    who: "python script that fetched a token, filled the honeypot and posted at once",
    name: "Buy Now",
    email: "buy.now@outlook.com",
    otherFields: ["Buy Now", "Austin", "TX", "USA"],
    honeypot: "https://buy-now.example",
    token: 120,
    userAgent: PYTHON,
  },

  // Bots these signals cannot tell from people.
  {
    label: "bot",
    who: "script without a token, plausible text, one-word user agent",
    name: "Michael Young",
    email: "michael.young@gmail.com",
    otherFields: ["Young Enterprises", "Birmingham", "West Midlands", "UK"],
    message: "Please send your catalogue.",
    token: "missing",
    userAgent: CURL,
    acceptedMiss:
      "no token and a script's user agent (0.8): a form without JavaScript sends no token either, and the user agent alone is the client's word",
  },
  {
    label: "bot",
    who: "browser automation with a browser's user agent, sent in 1 s",
    name: "Laura Hill",
    email: "laura.hill@gmail.com",
    otherFields: ["Hill Trading", "Manchester", "Greater Manchester", "UK"],
    token: 1000,
    userAgent: CHROME_WINDOWS,
    acceptedMiss: "exactly what a person's autofill looks like: a fast fill counts only with another signal",
  },
];

/** What the scoring sees of a labelled submission. */
export function signalsOf(submission: LabelledSubmission): SpamSignals {
  const formToken: FormTokenCheck =
    submission.token === "missing"
      ? { status: "missing" }
      : submission.token === "forged"
        ? { status: "invalid" }
        : { status: "valid", ageMs: submission.token };
  return {
    honeypot: submission.honeypot ?? "",
    formToken,
    email: submission.email,
    message: submission.message,
    plainFields: [submission.name, ...submission.otherFields],
    name: submission.name,
    isRepeat: submission.isRepeat ?? false,
    userAgent: submission.userAgent,
  };
}

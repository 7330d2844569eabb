// The reward is the contract's, which the referrer's confirmation mail states too. This
// module keeps the form's (and the site's home page's) import path: the page states the
// reward beside the form without loading the form's code.
export { formatReward as formatEuro, REFERRAL_REWARD } from "../../contract/reward.ts";

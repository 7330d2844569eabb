import { msg } from "@lingui/core/macro";
import { company } from "../../contract/site/company.ts";
import type { IconName } from "../components/Icon.tsx";
import type { Text } from "./types.ts";

export interface PublicApi {
  id: keyof typeof company.apis;
  icon: IconName;
  name: Text;
  description: Text;
  useCases: Text[];
  links: { demoUrl: string; marketplaceUrl: string; repoUrl: string };
}

export const publicApis: PublicApi[] = [
  {
    id: "imageChecker",
    icon: "image",
    name: msg`Image Checker API`,
    description: msg`Detects unsafe content in images, such as nudity, violence or graphic material, and returns a clear verdict with confidence scores in milliseconds. Images are processed in memory and never stored.`,
    useCases: [
      msg`Moderating profile pictures and user uploads`,
      msg`Keeping marketplaces and classified ads clean`,
      msg`Screening images in comments and chat`,
      msg`Protecting brand safety in user-generated campaigns`,
    ],
    links: company.apis.imageChecker,
  },
  {
    id: "puzzles",
    icon: "puzzle",
    name: msg`Puzzle Generator & Solver API`,
    description: msg`Generates logic puzzles such as Sudoku in any difficulty, each with exactly one solution, and solves puzzles you send it, step by step if you like.`,
    useCases: [
      msg`Daily puzzles for newspaper and magazine apps`,
      msg`Brain-training and educational games`,
      msg`Printable puzzle books and worksheets`,
      msg`Checking and hinting in existing puzzle apps`,
    ],
    links: company.apis.puzzles,
  },
];

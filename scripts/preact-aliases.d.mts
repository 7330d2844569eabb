export declare const preactAliases: { find: RegExp; replacement: string }[];
export declare const widgetAliases: { find: RegExp; replacement: string }[];

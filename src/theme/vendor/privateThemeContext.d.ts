import type * as React from 'react';

declare const PrivateThemeContext: React.Context<unknown>;
export default PrivateThemeContext;

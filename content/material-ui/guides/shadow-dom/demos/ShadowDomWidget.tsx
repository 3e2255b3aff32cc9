import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { ThemeProvider, type Theme } from '@mui/material/styles';

interface ShadowTarget {
  mountPoint: HTMLElement;
  cache: EmotionCache;
}

function FeedbackWidget() {
  const [topic, setTopic] = useState('bug');
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <TextField
        select
        size="small"
        label="Topic"
        value={topic}
        onChange={(event) => setTopic(event.target.value)}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="bug">Report a bug</MenuItem>
        <MenuItem value="idea">Suggest an idea</MenuItem>
        <MenuItem value="other">Something else</MenuItem>
      </TextField>
      <Tooltip title="Opens the feedback form" describeChild>
        <Button variant="contained">Send feedback</Button>
      </Tooltip>
    </Stack>
  );
}

export default function ShadowDomWidget() {
  const hostRef = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<ShadowTarget | null>(null);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) {
      return undefined;
    }
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const styleContainer = document.createElement('div');
    const mountPoint = document.createElement('div');
    shadowRoot.replaceChildren(styleContainer, mountPoint);
    // Emotion writes its <style> elements inside the shadow root.
    const cache = createCache({ key: 'shadow', container: styleContainer });
    setTarget({ mountPoint, cache });
    return () => setTarget(null);
  }, []);

  // Portals (the Select menu, the Tooltip) must render inside the shadow root too.
  const theme = useMemo(() => {
    if (!target) {
      return null;
    }
    const container = target.mountPoint;
    return (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiPopover: { defaultProps: { container } },
        MuiPopper: { defaultProps: { container } },
        MuiModal: {
          defaultProps: { container, disableAutoFocus: true, disableEnforceFocus: true },
        },
      },
    });
  }, [target]);

  return (
    <div ref={hostRef}>
      {target && theme
        ? createPortal(
            <CacheProvider value={target.cache}>
              <ThemeProvider theme={theme}>
                <FeedbackWidget />
              </ThemeProvider>
            </CacheProvider>,
            target.mountPoint,
          )
        : null}
    </div>
  );
}

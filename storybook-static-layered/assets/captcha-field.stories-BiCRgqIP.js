import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{n as t,t as n}from"./captcha-field-pXW7BdzZ.js";function r(e,t){let n=`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">
<rect width="160" height="48" fill="hsl(${t} 60% 94%)"/>
<path d="M0 30 C40 10 80 44 160 18" stroke="hsl(${t} 40% 60%)" stroke-width="2" fill="none"/>
<path d="M0 14 C50 40 110 6 160 36" stroke="hsl(${t} 40% 70%)" stroke-width="1.5" fill="none"/>
<g font-family="DejaVu Sans Mono, monospace" font-size="24" font-weight="bold" fill="hsl(${t} 55% 25%)">${[...e].map((e,t)=>`<text x="${18+t*22}" y="${32+(t%2?4:-3)}" transform="rotate(${t%2?8:-10} ${18+t*22} 30)">${e}</text>`).join(``)}</g>
</svg>`;return`data:image/svg+xml;charset=utf-8,${encodeURIComponent(n)}`}var i,a,o,s,c,l,u,d,f,p,m,h,g,_,v;function y(){return(y=e((()=>{t(),{expect:i,fn:a,userEvent:o,waitFor:s,within:c}=__STORYBOOK_MODULE_TEST__,l=r(`x7Kp2q`,220),u=r(`Mn4tR8`,150),d={title:`Kit/CaptchaField`,component:n,tags:[`autodocs`],args:{formId:`user_login`,required:!0,imageSrc:l,onReload:a(async()=>u)}},f={play:async({canvasElement:e})=>{let t=c(e),n=t.getByRole(`textbox`,{name:`Please type the letters and numbers below`});await i(n).toHaveAttribute(`name`,`captcha_string`),await i(t.getByRole(`img`,{name:`Captcha image`})).toBeVisible(),await i(e.querySelector(`input[name="captcha_form_id"]`)).toHaveValue(`user_login`)}},p={args:{caseSensitive:!0},play:async({canvasElement:e})=>{let t=c(e).getByRole(`textbox`,{name:`Please type the letters and numbers below`});await i(t).toHaveAccessibleDescription(`Attention: Captcha is case sensitive.`)}},m={args:{required:!1},play:async({canvasElement:e})=>{let t=c(e);await i(t.queryByRole(`textbox`)).not.toBeInTheDocument(),await i(t.queryByRole(`button`,{name:`Reload captcha`})).not.toBeInTheDocument(),await i(e.querySelector(`input[name="captcha_form_id"]`)).toHaveValue(`user_login`)}},h={args:{caseSensitive:!0,error:`This is a required field.`},play:async({canvasElement:e})=>{let t=c(e).getByRole(`textbox`,{name:`Please type the letters and numbers below`});await i(t).toHaveAttribute(`aria-invalid`,`true`)}},g={args:{caseSensitive:!0},play:async({canvasElement:e,args:t})=>{let n=c(e);await o.tab(),await i(n.getByRole(`textbox`,{name:`Please type the letters and numbers below`})).toHaveFocus(),await o.keyboard(`x7Kp2q`),await o.tab();let r=n.getByRole(`button`,{name:`Reload captcha`});await i(r).toHaveFocus(),await o.keyboard(`{Enter}`),await i(t.onReload).toHaveBeenCalledTimes(1),await s(()=>i(n.getByRole(`img`,{name:`Captcha image`})).toHaveAttribute(`src`,u)),await i(r).toHaveFocus()}},_={args:{caseSensitive:!0},parameters:{test:{viewport:`phone`}}},v=[`Required`,`CaseSensitive`,`NotRequired`,`WithError`,`Reload`,`Phone`],f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', {
      name: 'Please type the letters and numbers below'
    });
    await expect(input).toHaveAttribute('name', 'captcha_string');
    await expect(canvas.getByRole('img', {
      name: 'Captcha image'
    })).toBeVisible();
    await expect(canvasElement.querySelector('input[name="captcha_form_id"]')).toHaveValue('user_login');
  }
}`,...f.parameters?.docs?.source},description:{story:`Required and visible: label, captcha_string input, image and 'Reload captcha'.`,...f.parameters?.docs?.description}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  args: {
    caseSensitive: true
  },
  play: async ({
    canvasElement
  }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: 'Please type the letters and numbers below'
    });
    await expect(input).toHaveAccessibleDescription('Attention: Captcha is case sensitive.');
  }
}`,...p.parameters?.docs?.source}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  args: {
    required: false
  },
  play: async ({
    canvasElement
  }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', {
      name: 'Reload captcha'
    })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('input[name="captcha_form_id"]')).toHaveValue('user_login');
  }
}`,...m.parameters?.docs?.source},description:{story:`Not required: only the hidden captcha_form_id is rendered.`,...m.parameters?.docs?.description}}},h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  args: {
    caseSensitive: true,
    error: 'This is a required field.'
  },
  play: async ({
    canvasElement
  }) => {
    const input = within(canvasElement).getByRole('textbox', {
      name: 'Please type the letters and numbers below'
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  }
}`,...h.parameters?.docs?.source}}},g.parameters={...g.parameters,docs:{...g.parameters?.docs,source:{originalSource:`{
  args: {
    caseSensitive: true
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', {
      name: 'Please type the letters and numbers below'
    })).toHaveFocus();
    await userEvent.keyboard('x7Kp2q');
    await userEvent.tab();
    const reload = canvas.getByRole('button', {
      name: 'Reload captcha'
    });
    await expect(reload).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('img', {
      name: 'Captcha image'
    })).toHaveAttribute('src', secondImage));
    await expect(reload).toHaveFocus();
  }
}`,...g.parameters?.docs?.source},description:{story:`Keyboard only: type the answer, Tab to 'Reload captcha', press Enter, get a new image.`,...g.parameters?.docs?.description}}},_.parameters={..._.parameters,docs:{..._.parameters?.docs,source:{originalSource:`{
  args: {
    caseSensitive: true
  },
  parameters: {
    test: {
      viewport: 'phone'
    }
  }
}`,..._.parameters?.docs?.source}}}})))()}y();export{p as CaseSensitive,m as NotRequired,_ as Phone,g as Reload,f as Required,h as WithError,v as __namedExportsOrder,d as default};
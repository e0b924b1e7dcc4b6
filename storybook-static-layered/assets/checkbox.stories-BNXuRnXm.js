import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{n,t as r}from"./checkbox-DE9extoz.js";var i,a,o,s,c,l,u,d,f,p,m,h,g;function _(){return(_=e((()=>{n(),i=t(),{expect:a,fn:o,userEvent:s,within:c}=__STORYBOOK_MODULE_TEST__,l={title:`Kit/Checkbox`,component:r,tags:[`autodocs`],args:{id:`newsletter`,name:`is_subscribed`,value:`1`,onCheckedChange:o()},render:e=>(0,i.jsxs)(`div`,{className:`flex items-center gap-2`,children:[(0,i.jsx)(r,{...e}),(0,i.jsx)(`label`,{htmlFor:e.id,className:`text-base text-neutral-900 peer-disabled:text-neutral-600`,children:`Sign Up for Newsletter`})]})},u={play:async({canvasElement:e,args:t})=>{let n=c(e).getByRole(`checkbox`,{name:`Sign Up for Newsletter`});await s.click(c(e).getByText(`Sign Up for Newsletter`)),await a(n).toBeChecked(),n.blur(),await s.tab(),await a(n).toHaveFocus(),await s.keyboard(` `),await a(n).not.toBeChecked(),await a(t.onCheckedChange).toHaveBeenCalledTimes(2),n.blur()}},d={args:{defaultChecked:!0},play:async({canvasElement:e})=>{let t=c(e).getByRole(`checkbox`,{name:`Sign Up for Newsletter`});await a(t).toHaveAttribute(`data-state`,`checked`)}},f={args:{checked:`indeterminate`},play:async({canvasElement:e})=>{let t=c(e).getByRole(`checkbox`,{name:`Sign Up for Newsletter`});await a(t).toHaveAttribute(`aria-checked`,`mixed`)}},p={args:{"aria-invalid":!0,required:!0}},m={args:{disabled:!0},play:async({canvasElement:e})=>{await a(c(e).getByRole(`checkbox`,{name:`Sign Up for Newsletter`})).toBeDisabled()}},h={args:{disabled:!0,defaultChecked:!0}},g=[`Unchecked`,`Checked`,`Indeterminate`,`Invalid`,`Disabled`,`DisabledChecked`],u.parameters={...u.parameters,docs:{...u.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Sign Up for Newsletter'
    });
    await userEvent.click(within(canvasElement).getByText('Sign Up for Newsletter'));
    await expect(box).toBeChecked();
    // Keyboard alone: Tab to it, Space toggles it back.
    box.blur();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    box.blur();
  }
}`,...u.parameters?.docs?.source}}},d.parameters={...d.parameters,docs:{...d.parameters?.docs,source:{originalSource:`{
  args: {
    defaultChecked: true
  },
  play: async ({
    canvasElement
  }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Sign Up for Newsletter'
    });
    await expect(box).toHaveAttribute('data-state', 'checked');
  }
}`,...d.parameters?.docs?.source}}},f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{
  args: {
    checked: 'indeterminate'
  },
  play: async ({
    canvasElement
  }) => {
    const box = within(canvasElement).getByRole('checkbox', {
      name: 'Sign Up for Newsletter'
    });
    await expect(box).toHaveAttribute('aria-checked', 'mixed');
  }
}`,...f.parameters?.docs?.source}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  args: {
    'aria-invalid': true,
    required: true
  }
}`,...p.parameters?.docs?.source}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('checkbox', {
      name: 'Sign Up for Newsletter'
    })).toBeDisabled();
  }
}`,...m.parameters?.docs?.source}}},h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true,
    defaultChecked: true
  }
}`,...h.parameters?.docs?.source}}}})))()}_();export{d as Checked,m as Disabled,h as DisabledChecked,f as Indeterminate,p as Invalid,u as Unchecked,g as __namedExportsOrder,l as default};
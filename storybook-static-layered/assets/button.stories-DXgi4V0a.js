import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{r as n,t as r}from"./button-CoWe3urc.js";var i,a,o,s,c,l,u,d,f,p,m,h,g,_,v,y,b;function x(){return(x=e((()=>{n(),i=t(),{expect:a,fn:o,userEvent:s,within:c}=__STORYBOOK_MODULE_TEST__,l={title:`Kit/Button`,component:r,tags:[`autodocs`],args:{children:`Add to Cart`,onClick:o()},argTypes:{variant:{control:`select`,options:[`primary`,`secondary`,`outline`,`ghost`,`danger`,`link`]},size:{control:`select`,options:[`sm`,`md`,`lg`]}}},u={play:async({canvasElement:e,args:t})=>{let n=c(e).getByRole(`button`,{name:`Add to Cart`});await s.click(n),await a(t.onClick).toHaveBeenCalledTimes(1),n.blur(),await s.tab(),await a(n).toHaveFocus(),await s.keyboard(`{Enter}`),await s.keyboard(` `),await a(t.onClick).toHaveBeenCalledTimes(3)}},d={args:{variant:`secondary`}},f={args:{variant:`outline`}},p={args:{variant:`ghost`}},m={args:{variant:`danger`,children:`Remove`}},h={args:{variant:`link`,children:`View and Edit Cart`}},g={args:{loading:!0,children:`Adding...`},play:async({canvasElement:e,args:t})=>{let n=c(e).getByRole(`button`,{name:`Adding...`});await a(n).toBeDisabled(),await a(n).toHaveAttribute(`aria-busy`,`true`),await s.click(n,{pointerEventsCheck:0}),await a(t.onClick).not.toHaveBeenCalled()}},_={args:{disabled:!0},play:async({canvasElement:e})=>{await a(c(e).getByRole(`button`)).toBeDisabled()}},v={args:{asChild:!0,children:(0,i.jsx)(`a`,{href:`#cart`,children:`View and Edit Cart`})},play:async({canvasElement:e})=>{let t=c(e).getByRole(`link`,{name:`View and Edit Cart`});await a(t).toHaveAttribute(`data-slot`,`button`)}},y={render:()=>(0,i.jsx)(`div`,{className:`flex flex-col gap-4`,children:[`sm`,`md`,`lg`].map(e=>(0,i.jsx)(`div`,{className:`flex flex-wrap items-center gap-3`,children:[`primary`,`secondary`,`outline`,`ghost`,`danger`,`link`].map(t=>(0,i.jsxs)(r,{variant:t,size:e,children:[t,` `,e]},t))},e))})},b=[`Primary`,`Secondary`,`Outline`,`Ghost`,`Danger`,`Link`,`Loading`,`Disabled`,`AsLink`,`All`],u.parameters={...u.parameters,docs:{...u.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Add to Cart'
    });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard alone: Tab to it, then Enter and Space each press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  }
}`,...u.parameters?.docs?.source}}},d.parameters={...d.parameters,docs:{...d.parameters?.docs,source:{originalSource:`{
  args: {
    variant: 'secondary'
  }
}`,...d.parameters?.docs?.source}}},f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{
  args: {
    variant: 'outline'
  }
}`,...f.parameters?.docs?.source}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  args: {
    variant: 'ghost'
  }
}`,...p.parameters?.docs?.source}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  args: {
    variant: 'danger',
    children: 'Remove'
  }
}`,...m.parameters?.docs?.source}}},h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  args: {
    variant: 'link',
    children: 'View and Edit Cart'
  }
}`,...h.parameters?.docs?.source}}},g.parameters={...g.parameters,docs:{...g.parameters?.docs,source:{originalSource:`{
  args: {
    loading: true,
    children: 'Adding...'
  },
  play: async ({
    canvasElement,
    args
  }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Adding...'
    });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, {
      pointerEventsCheck: 0
    });
    await expect(args.onClick).not.toHaveBeenCalled();
  }
}`,...g.parameters?.docs?.source}}},_.parameters={..._.parameters,docs:{..._.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  }
}`,..._.parameters?.docs?.source}}},v.parameters={...v.parameters,docs:{...v.parameters?.docs,source:{originalSource:`{
  args: {
    asChild: true,
    children: <a href="#cart">View and Edit Cart</a>
  },
  play: async ({
    canvasElement
  }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'View and Edit Cart'
    });
    await expect(link).toHaveAttribute('data-slot', 'button');
  }
}`,...v.parameters?.docs?.source}}},y.parameters={...y.parameters,docs:{...y.parameters?.docs,source:{originalSource:`{
  render: () => <div className="flex flex-col gap-4">
      {(['sm', 'md', 'lg'] as const).map(size => <div key={size} className="flex flex-wrap items-center gap-3">
          {(['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const).map(variant => <Button key={variant} variant={variant} size={size}>
              {variant} {size}
            </Button>)}
        </div>)}
    </div>
}`,...y.parameters?.docs?.source},description:{story:`Every variant and size side by side, for design review.`,...y.parameters?.docs?.description}}}})))()}x();export{y as All,v as AsLink,m as Danger,_ as Disabled,p as Ghost,h as Link,g as Loading,f as Outline,u as Primary,d as Secondary,b as __namedExportsOrder,l as default};
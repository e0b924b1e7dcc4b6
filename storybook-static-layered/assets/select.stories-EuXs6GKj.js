import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";import{n,t as r}from"./select-CV0AVI8k.js";var i,a,o,s,c,l,u,d,f,p,m,h,g;function _(){return(_=e((()=>{n(),i=t(),{expect:a,fn:o,userEvent:s,within:c}=__STORYBOOK_MODULE_TEST__,l={title:`Kit/Select`,component:r,tags:[`autodocs`],args:{name:`super_attribute[144]`,options:[{value:`166`,label:`XS`},{value:`167`,label:`S`},{value:`168`,label:`M`},{value:`169`,label:`L`},{value:`170`,label:`XL`,disabled:!0}],placeholder:`Choose an Option...`,onChange:o()},argTypes:{size:{control:`select`,options:[`sm`,`md`,`lg`]}},render:e=>(0,i.jsxs)(`label`,{className:`flex max-w-xs flex-col gap-1.5 text-sm font-semibold text-neutral-900`,children:[`Size`,(0,i.jsx)(r,{...e})]})},u={play:async({canvasElement:e,args:t})=>{let n=c(e).getByRole(`combobox`,{name:`Size`});await s.selectOptions(n,`M`),await a(n).toHaveValue(`168`),await a(t.onChange).toHaveBeenCalledTimes(1),n.blur(),await s.tab(),await a(n).toHaveFocus(),n.blur()}},d={args:{defaultValue:`167`}},f={args:{"aria-invalid":!0,required:!0},play:async({canvasElement:e})=>{let t=c(e).getByRole(`combobox`,{name:`Size`});await a(t).toBeInvalid(),await a(t).toHaveValue(``)}},p={args:{disabled:!0,defaultValue:`168`},play:async({canvasElement:e})=>{await a(c(e).getByRole(`combobox`,{name:`Size`})).toBeDisabled()}},m={args:{options:[],placeholder:void 0,name:`country_id`},render:e=>(0,i.jsxs)(`label`,{className:`flex max-w-xs flex-col gap-1.5 text-sm font-semibold text-neutral-900`,children:[`Country`,(0,i.jsxs)(r,{...e,defaultValue:`US`,children:[(0,i.jsxs)(`optgroup`,{label:`North America`,children:[(0,i.jsx)(`option`,{value:`CA`,children:`Canada`}),(0,i.jsx)(`option`,{value:`US`,children:`United States`})]}),(0,i.jsxs)(`optgroup`,{label:`Europe`,children:[(0,i.jsx)(`option`,{value:`FR`,children:`France`}),(0,i.jsx)(`option`,{value:`DE`,children:`Germany`})]})]})]})},h={render:e=>(0,i.jsxs)(`div`,{className:`flex max-w-xs flex-col gap-3`,children:[(0,i.jsx)(r,{...e,size:`sm`,"aria-label":`Small`}),(0,i.jsx)(r,{...e,size:`md`,"aria-label":`Medium`}),(0,i.jsx)(r,{...e,size:`lg`,"aria-label":`Large`})]})},g=[`Default`,`Selected`,`Invalid`,`Disabled`,`WithChildren`,`Sizes`],u.parameters={...u.parameters,docs:{...u.parameters?.docs,source:{originalSource:`{
  play: async ({
    canvasElement,
    args
  }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: 'Size'
    });
    await userEvent.selectOptions(select, 'M');
    await expect(select).toHaveValue('168');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Keyboard alone: Tab to it; arrow keys change a focused native select.
    select.blur();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    select.blur();
  }
}`,...u.parameters?.docs?.source}}},d.parameters={...d.parameters,docs:{...d.parameters?.docs,source:{originalSource:`{
  args: {
    defaultValue: '167'
  }
}`,...d.parameters?.docs?.source}}},f.parameters={...f.parameters,docs:{...f.parameters?.docs,source:{originalSource:`{
  args: {
    'aria-invalid': true,
    required: true
  },
  play: async ({
    canvasElement
  }) => {
    const select = within(canvasElement).getByRole('combobox', {
      name: 'Size'
    });
    await expect(select).toBeInvalid();
    await expect(select).toHaveValue('');
  }
}`,...f.parameters?.docs?.source}}},p.parameters={...p.parameters,docs:{...p.parameters?.docs,source:{originalSource:`{
  args: {
    disabled: true,
    defaultValue: '168'
  },
  play: async ({
    canvasElement
  }) => {
    await expect(within(canvasElement).getByRole('combobox', {
      name: 'Size'
    })).toBeDisabled();
  }
}`,...p.parameters?.docs?.source}}},m.parameters={...m.parameters,docs:{...m.parameters?.docs,source:{originalSource:`{
  args: {
    options: [],
    placeholder: undefined,
    name: 'country_id'
  },
  render: args => <label className="flex max-w-xs flex-col gap-1.5 text-sm font-semibold text-neutral-900">
      Country
      <Select {...args} defaultValue="US">
        <optgroup label="North America">
          <option value="CA">Canada</option>
          <option value="US">United States</option>
        </optgroup>
        <optgroup label="Europe">
          <option value="FR">France</option>
          <option value="DE">Germany</option>
        </optgroup>
      </Select>
    </label>
}`,...m.parameters?.docs?.source},description:{story:"Options given as `<option>` children, grouped.",...m.parameters?.docs?.description}}},h.parameters={...h.parameters,docs:{...h.parameters?.docs,source:{originalSource:`{
  render: args => <div className="flex max-w-xs flex-col gap-3">
      <Select {...args} size="sm" aria-label="Small" />
      <Select {...args} size="md" aria-label="Medium" />
      <Select {...args} size="lg" aria-label="Large" />
    </div>
}`,...h.parameters?.docs?.source}}}})))()}_();export{u as Default,p as Disabled,f as Invalid,d as Selected,h as Sizes,m as WithChildren,g as __namedExportsOrder,l as default};
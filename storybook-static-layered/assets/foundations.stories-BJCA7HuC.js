import{n as e}from"./rolldown-runtime-sJBDdmOt.js";import{t}from"./jsx-runtime-MKhVqBIO.js";function n(e){let t=/^#([0-9a-f]{6})$/i.exec(e);if(!t?.[1])throw Error(`Not a #rrggbb colour: ${e}`);let n=t[1],r=e=>{let t=parseInt(n.slice(e,e+2),16)/255;return t<=.04045?t/12.92:((t+.055)/1.055)**2.4};return .2126*r(0)+.7152*r(2)+.0722*r(4)}function r(e,t){let r=n(e),i=n(t),[a,o]=r>i?[r,i]:[i,r];return(a+.05)/(o+.05)}function i(e,t){return{handler:e,config:t}}var a;function o(){return(o=e((()=>{i.withOptions=function(e,t=()=>({})){function n(n){return{handler:e(n),config:t(n)}}return n.__isOptionsFunction=!0,n},a=i})))()}function s(){let e={};for(let[t,n]of Object.entries(c))if(typeof n==`string`)e[`--color-${t}`]=n;else for(let[r,i]of Object.entries(n))e[`--color-${t}-${r}`]=i;for(let[t,n]of Object.entries(m))e[`--radius-${t}`]=n;for(let[t,n]of Object.entries(h))e[`--shadow-${t}`]=n;for(let[t,n]of Object.entries(g))e[`--z-${t}`]=n;for(let[t,n]of Object.entries(_))e[`--duration-${t}`]=n;for(let[t,n]of Object.entries(d))e[`--breakpoint-${t}`]=n;return e}var c,l,u,d,f,p,m,h,g,_;function v(){return(v=e((()=>{o(),c={white:`#ffffff`,black:`#000000`,transparent:`transparent`,current:`currentColor`,brand:{50:`#eef4ff`,100:`#dbe7fe`,200:`#b9cffc`,300:`#8aadf5`,500:`#3d6fd6`,600:`#2757bd`,700:`#1d4596`,800:`#173778`,900:`#112a5c`},accent:{100:`#fff1e0`,500:`#e07b00`,700:`#9a4d00`},neutral:{0:`#ffffff`,50:`#f7f7f8`,100:`#eeeef1`,200:`#dcdce2`,300:`#c4c4cc`,400:`#8e8e99`,500:`#6a6a75`,600:`#52525b`,700:`#3f3f46`,800:`#27272a`,900:`#18181b`},success:{50:`#ebf7ef`,600:`#1a7336`,700:`#155d2c`},warning:{50:`#fff8e6`,600:`#8a5300`,700:`#6e4200`},danger:{50:`#fdeceb`,600:`#b42318`,700:`#912018`},notice:{50:`#eef4ff`,600:`#1d4596`,700:`#173778`},focus:`#1d4596`},l=[{name:`Body text on page`,fg:c.neutral[900],bg:c.white,min:4.5},{name:`Muted text on page`,fg:c.neutral[600],bg:c.white,min:4.5},{name:`Muted text on subtle surface`,fg:c.neutral[600],bg:c.neutral[50],min:4.5},{name:`Placeholder text on input`,fg:c.neutral[500],bg:c.white,min:4.5},{name:`Link on page`,fg:c.brand[700],bg:c.white,min:4.5},{name:`Primary button label`,fg:c.white,bg:c.brand[700],min:4.5},{name:`Primary button hover label`,fg:c.white,bg:c.brand[800],min:4.5},{name:`Secondary button label`,fg:c.brand[700],bg:c.brand[50],min:4.5},{name:`Danger button label`,fg:c.white,bg:c.danger[600],min:4.5},{name:`Success message`,fg:c.success[700],bg:c.success[50],min:4.5},{name:`Warning message`,fg:c.warning[700],bg:c.warning[50],min:4.5},{name:`Error message`,fg:c.danger[700],bg:c.danger[50],min:4.5},{name:`Notice message`,fg:c.notice[700],bg:c.notice[50],min:4.5},{name:`Field error text`,fg:c.danger[600],bg:c.white,min:4.5},{name:`Header text on brand bar`,fg:c.white,bg:c.brand[900],min:4.5},{name:`Input border on page (UI component)`,fg:c.neutral[500],bg:c.white,min:3},{name:`Focus ring on page`,fg:c.focus,bg:c.white,min:3},{name:`Password strength 'Weak' on page`,fg:c.danger[600],bg:c.white,min:4.5},{name:`Password strength 'Medium' on page`,fg:c.warning[600],bg:c.white,min:4.5},{name:`Password strength 'Strong' on page`,fg:c.success[600],bg:c.white,min:4.5},{name:`Password strength 'Very Strong' on page`,fg:c.success[700],bg:c.white,min:4.5}],u={searchMobileMax:768,stickyHeader:1024,hamburgerBelow:1026},d={sm:`640px`,md:`${u.searchMobileMax+1}px`,lg:`${u.stickyHeader+1}px`,nav:`${u.hamburgerBelow}px`,xl:`1280px`},f={xs:[`0.75rem`,`1rem`],sm:[`0.875rem`,`1.25rem`],base:[`1rem`,`1.5rem`],lg:[`1.125rem`,`1.75rem`],xl:[`1.25rem`,`1.75rem`],"2xl":[`1.5rem`,`2rem`],"3xl":[`1.875rem`,`2.25rem`],"4xl":[`2.25rem`,`2.5rem`]},p={px:`1px`,0:`0`,.5:`0.125rem`,1:`0.25rem`,1.5:`0.375rem`,2:`0.5rem`,3:`0.75rem`,4:`1rem`,5:`1.25rem`,6:`1.5rem`,8:`2rem`,10:`2.5rem`,11:`2.75rem`,12:`3rem`,16:`4rem`,20:`5rem`,24:`6rem`,"modal-stack":`45px`},m={none:`0`,sm:`0.25rem`,md:`0.5rem`,lg:`0.75rem`,xl:`1rem`,full:`9999px`},h={sm:`0 1px 2px rgb(0 0 0 / 0.08)`,md:`0 4px 12px rgb(0 0 0 / 0.12)`,lg:`0 12px 32px rgb(0 0 0 / 0.18)`},g={parallax:`-100`,base:`0`,dropdown:`100`,sticky:`200`,overlay:`300`,modal:`400`,popover:`500`,toast:`600`,tooltip:`700`},_={fast:`150ms`,fade:`300ms`,slow:`500ms`},a(({addBase:e})=>{e({":root":s()})})})))()}function y({name:e,hex:t}){let n=r(t,c.white),i=r(t,c.neutral[900]),a=n>=i?c.white:c.neutral[900];return(0,b.jsxs)(`li`,{className:`overflow-hidden rounded-md border border-neutral-200`,children:[(0,b.jsx)(`div`,{className:`flex h-16 items-end p-2 text-sm font-semibold`,style:{background:t,color:a},children:e}),(0,b.jsxs)(`dl`,{className:`grid grid-cols-2 gap-x-2 p-2 text-xs text-neutral-700`,children:[(0,b.jsx)(`dt`,{children:`Hex`}),(0,b.jsx)(`dd`,{className:`font-mono`,children:t}),(0,b.jsx)(`dt`,{children:`vs white`}),(0,b.jsxs)(`dd`,{children:[n.toFixed(2),`:1`]}),(0,b.jsx)(`dt`,{children:`vs neutral-900`}),(0,b.jsxs)(`dd`,{children:[i.toFixed(2),`:1`]})]})]})}var b,x,S,C,w,T,E,D,O;function k(){return(k=e((()=>{v(),b=t(),x={title:`Foundations/Tokens`,parameters:{layout:`padded`,docs:{description:{component:"The design tokens from `tailwind.config.ts`: every colour (with its contrast against\nwhite and near-black text), the text/surface pairs the kit uses, the type scale,\nspacing, radii, shadows, layers, motion and the breakpoints of SPEC.md §9.\nEach token is also a CSS variable on `:root` (e.g. `var(--color-brand-700)`)."}}}},S=(e,t)=>r(e,t).toFixed(2),C={render:()=>(0,b.jsx)(`div`,{className:`flex flex-col gap-6`,children:Object.entries(c).filter(([,e])=>typeof e==`object`).map(([e,t])=>(0,b.jsxs)(`section`,{"aria-labelledby":`colour-${e}`,children:[(0,b.jsx)(`h2`,{id:`colour-${e}`,className:`mb-2 text-lg font-bold capitalize`,children:e}),(0,b.jsx)(`ul`,{className:`grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3`,children:Object.entries(t).map(([t,n])=>(0,b.jsx)(y,{name:`${e}-${t}`,hex:n},t))})]},e))})},w={render:()=>(0,b.jsxs)(`table`,{className:`w-full border-collapse text-sm`,children:[(0,b.jsx)(`caption`,{className:`mb-2 text-left text-lg font-bold`,children:`Text on surfaces (WCAG AA)`}),(0,b.jsx)(`thead`,{children:(0,b.jsxs)(`tr`,{className:`border-b border-neutral-300 text-left`,children:[(0,b.jsx)(`th`,{scope:`col`,className:`p-2`,children:`Pair`}),(0,b.jsx)(`th`,{scope:`col`,className:`p-2`,children:`Sample`}),(0,b.jsx)(`th`,{scope:`col`,className:`p-2`,children:`Ratio`}),(0,b.jsx)(`th`,{scope:`col`,className:`p-2`,children:`Needs`}),(0,b.jsx)(`th`,{scope:`col`,className:`p-2`,children:`Result`})]})}),(0,b.jsx)(`tbody`,{children:l.map(e=>{let t=r(e.fg,e.bg);return(0,b.jsxs)(`tr`,{className:`border-b border-neutral-200`,children:[(0,b.jsx)(`th`,{scope:`row`,className:`p-2 text-left font-normal`,children:e.name}),(0,b.jsx)(`td`,{className:`p-2`,children:(0,b.jsx)(`span`,{className:`rounded-sm px-2 py-1`,style:{color:e.fg,background:e.bg,outline:`1px solid ${c.neutral[200]}`},children:`Aa Sample`})}),(0,b.jsxs)(`td`,{className:`p-2 font-mono`,children:[S(e.fg,e.bg),`:1`]}),(0,b.jsxs)(`td`,{className:`p-2`,children:[e.min,`:1`]}),(0,b.jsx)(`td`,{className:`p-2 font-semibold`,children:t>=e.min?`Pass`:`Fail`})]},e.name)})})]})},T={render:()=>(0,b.jsx)(`ul`,{className:`flex flex-col gap-3`,children:Object.entries(f).map(([e,[t,n]])=>(0,b.jsxs)(`li`,{className:`flex items-baseline gap-4`,children:[(0,b.jsxs)(`span`,{className:`w-28 shrink-0 font-mono text-xs text-neutral-600`,children:[`text-`,e,` · `,t,`/`,n]}),(0,b.jsx)(`span`,{style:{fontSize:t,lineHeight:n},children:`Greetings, shopper`})]},e))})},E={render:()=>(0,b.jsx)(`ul`,{className:`flex flex-col gap-2`,children:Object.entries(p).filter(([e])=>e!==`0`).map(([e,t])=>(0,b.jsxs)(`li`,{className:`flex items-center gap-4`,children:[(0,b.jsxs)(`span`,{className:`w-36 shrink-0 font-mono text-xs text-neutral-600`,children:[e,` · `,t]}),(0,b.jsx)(`span`,{className:`h-3 rounded-sm bg-brand-500`,style:{width:t}})]},e))})},D={name:`Radii, shadows, layers, motion, breakpoints`,render:()=>(0,b.jsxs)(`div`,{className:`grid gap-6 md:grid-cols-2`,children:[(0,b.jsxs)(`section`,{"aria-labelledby":`radii`,children:[(0,b.jsx)(`h2`,{id:`radii`,className:`mb-2 text-lg font-bold`,children:`Radii`}),(0,b.jsx)(`ul`,{className:`flex flex-wrap gap-3`,children:Object.entries(m).map(([e,t])=>(0,b.jsx)(`li`,{className:`flex size-20 items-center justify-center border-2 border-brand-700 text-xs`,style:{borderRadius:t},children:e},e))})]}),(0,b.jsxs)(`section`,{"aria-labelledby":`shadows`,children:[(0,b.jsx)(`h2`,{id:`shadows`,className:`mb-2 text-lg font-bold`,children:`Shadows`}),(0,b.jsx)(`ul`,{className:`flex flex-wrap gap-4`,children:Object.entries(h).map(([e,t])=>(0,b.jsx)(`li`,{className:`flex size-20 items-center justify-center rounded-md bg-white text-xs`,style:{boxShadow:t},children:e},e))})]}),(0,b.jsxs)(`section`,{"aria-labelledby":`layers`,children:[(0,b.jsx)(`h2`,{id:`layers`,className:`mb-2 text-lg font-bold`,children:`Layers (z-index)`}),(0,b.jsx)(`dl`,{className:`grid grid-cols-2 gap-1 text-sm`,children:Object.entries(g).map(([e,t])=>(0,b.jsxs)(`div`,{className:`contents`,children:[(0,b.jsx)(`dt`,{className:`font-mono`,children:e}),(0,b.jsx)(`dd`,{children:t})]},e))})]}),(0,b.jsxs)(`section`,{"aria-labelledby":`motion`,children:[(0,b.jsx)(`h2`,{id:`motion`,className:`mb-2 text-lg font-bold`,children:`Motion and breakpoints`}),(0,b.jsxs)(`dl`,{className:`grid grid-cols-2 gap-1 text-sm`,children:[Object.entries(_).map(([e,t])=>(0,b.jsxs)(`div`,{className:`contents`,children:[(0,b.jsxs)(`dt`,{className:`font-mono`,children:[`duration-`,e]}),(0,b.jsx)(`dd`,{children:t})]},e)),(0,b.jsx)(`dt`,{className:`font-mono`,children:`search phone layout`}),(0,b.jsxs)(`dd`,{children:[`max-width `,u.searchMobileMax,`px`]}),(0,b.jsx)(`dt`,{className:`font-mono`,children:`sticky header`}),(0,b.jsxs)(`dd`,{children:[u.stickyHeader,`px`]}),(0,b.jsx)(`dt`,{className:`font-mono`,children:`hamburger menu`}),(0,b.jsxs)(`dd`,{children:[`below `,u.hamburgerBelow,`px`]})]})]})]})},O=[`Colours`,`Contrast`,`Typography`,`Spacing`,`RadiiShadowsLayersMotion`],C.parameters={...C.parameters,docs:{...C.parameters?.docs,source:{originalSource:`{
  render: () => <div className="flex flex-col gap-6">
      {Object.entries(colors).filter(([, value]) => typeof value === 'object').map(([group, shades]) => <section key={group} aria-labelledby={\`colour-\${group}\`}>
            <h2 id={\`colour-\${group}\`} className="mb-2 text-lg font-bold capitalize">
              {group}
            </h2>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
              {Object.entries(shades as Record<string, string>).map(([shade, hex]) => <Swatch key={shade} name={\`\${group}-\${shade}\`} hex={hex} />)}
            </ul>
          </section>)}
    </div>
}`,...C.parameters?.docs?.source}}},w.parameters={...w.parameters,docs:{...w.parameters?.docs,source:{originalSource:`{
  render: () => <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left text-lg font-bold">Text on surfaces (WCAG AA)</caption>
      <thead>
        <tr className="border-b border-neutral-300 text-left">
          <th scope="col" className="p-2">Pair</th>
          <th scope="col" className="p-2">Sample</th>
          <th scope="col" className="p-2">Ratio</th>
          <th scope="col" className="p-2">Needs</th>
          <th scope="col" className="p-2">Result</th>
        </tr>
      </thead>
      <tbody>
        {contrastPairs.map(pair => {
        const value = contrastRatio(pair.fg, pair.bg);
        return <tr key={pair.name} className="border-b border-neutral-200">
              <th scope="row" className="p-2 text-left font-normal">{pair.name}</th>
              <td className="p-2">
                <span className="rounded-sm px-2 py-1" style={{
              color: pair.fg,
              background: pair.bg,
              outline: \`1px solid \${colors.neutral[200]}\`
            }}>
                  Aa Sample
                </span>
              </td>
              <td className="p-2 font-mono">{ratio(pair.fg, pair.bg)}:1</td>
              <td className="p-2">{pair.min}:1</td>
              <td className="p-2 font-semibold">{value >= pair.min ? 'Pass' : 'Fail'}</td>
            </tr>;
      })}
      </tbody>
    </table>
}`,...w.parameters?.docs?.source}}},T.parameters={...T.parameters,docs:{...T.parameters?.docs,source:{originalSource:`{
  render: () => <ul className="flex flex-col gap-3">
      {Object.entries(fontSize).map(([name, [size, lineHeight]]) => <li key={name} className="flex items-baseline gap-4">
          <span className="w-28 shrink-0 font-mono text-xs text-neutral-600">
            text-{name} · {size}/{lineHeight}
          </span>
          <span style={{
        fontSize: size,
        lineHeight
      }}>Greetings, shopper</span>
        </li>)}
    </ul>
}`,...T.parameters?.docs?.source}}},E.parameters={...E.parameters,docs:{...E.parameters?.docs,source:{originalSource:`{
  render: () => <ul className="flex flex-col gap-2">
      {Object.entries(spacing).filter(([name]) => name !== '0').map(([name, value]) => <li key={name} className="flex items-center gap-4">
            <span className="w-36 shrink-0 font-mono text-xs text-neutral-600">
              {name} · {value}
            </span>
            <span className="h-3 rounded-sm bg-brand-500" style={{
        width: value
      }} />
          </li>)}
    </ul>
}`,...E.parameters?.docs?.source}}},D.parameters={...D.parameters,docs:{...D.parameters?.docs,source:{originalSource:`{
  name: 'Radii, shadows, layers, motion, breakpoints',
  render: () => <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="radii">
        <h2 id="radii" className="mb-2 text-lg font-bold">Radii</h2>
        <ul className="flex flex-wrap gap-3">
          {Object.entries(borderRadius).map(([name, value]) => <li key={name} className="flex size-20 items-center justify-center border-2 border-brand-700 text-xs" style={{
          borderRadius: value
        }}>
              {name}
            </li>)}
        </ul>
      </section>
      <section aria-labelledby="shadows">
        <h2 id="shadows" className="mb-2 text-lg font-bold">Shadows</h2>
        <ul className="flex flex-wrap gap-4">
          {Object.entries(boxShadow).map(([name, value]) => <li key={name} className="flex size-20 items-center justify-center rounded-md bg-white text-xs" style={{
          boxShadow: value
        }}>
              {name}
            </li>)}
        </ul>
      </section>
      <section aria-labelledby="layers">
        <h2 id="layers" className="mb-2 text-lg font-bold">Layers (z-index)</h2>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {Object.entries(zIndex).map(([name, value]) => <div key={name} className="contents">
              <dt className="font-mono">{name}</dt>
              <dd>{value}</dd>
            </div>)}
        </dl>
      </section>
      <section aria-labelledby="motion">
        <h2 id="motion" className="mb-2 text-lg font-bold">Motion and breakpoints</h2>
        <dl className="grid grid-cols-2 gap-1 text-sm">
          {Object.entries(durations).map(([name, value]) => <div key={name} className="contents">
              <dt className="font-mono">duration-{name}</dt>
              <dd>{value}</dd>
            </div>)}
          <dt className="font-mono">search phone layout</dt>
          <dd>max-width {breakpoints.searchMobileMax}px</dd>
          <dt className="font-mono">sticky header</dt>
          <dd>{breakpoints.stickyHeader}px</dd>
          <dt className="font-mono">hamburger menu</dt>
          <dd>below {breakpoints.hamburgerBelow}px</dd>
        </dl>
      </section>
    </div>
}`,...D.parameters?.docs?.source}}}})))()}k();export{C as Colours,w as Contrast,D as RadiiShadowsLayersMotion,E as Spacing,T as Typography,O as __namedExportsOrder,x as default};
/**
 * What a chemist sells over the counter, and what it is for (issue 42): the grocery lexicon's format (see
 * produce.ts), with one more part a line may end with, `=> kinds`: the kinds of this section a word also
 * finds. A shopper names a medicine by what it is for far more often than by what it is ("bukhar ki
 * dawai", "sardi ke liye"): each complaint finds the kinds that treat it, and a word for medicine in
 * general (dawa, goli) finds every kind of it. The kinds are named by the first English word of their line.
 */
export const HEALTH_KINDS = `
paracetamol, pain killer, painkiller, pain relief tablet, fever tablet, analgesic | पैरासिटामोल, दर्द निवारक | paracetmol, parasitamol, pcm
cough syrup, cough medicine | कफ सिरप, सिरप | cough sirap, khasi ka syrup
lozenges, lozenge, cough drops, throat drops | गले की गोली | gale ki goli
vapour rub, vapor rub, vaporub, chest rub, balm, pain balm, inhaler | बाम | baam, vaporab
pain relief spray, pain spray, pain relief gel, muscle spray | दर्द का स्प्रे | dard ka spray
ors, oral rehydration salts, rehydration salts, electrolyte, electrolytes | ओआरएस, जीवन रक्षक घोल | ors powder, jeevan rakshak ghol
antacid, antacids, antacid gel | अम्लनाशक | antacid syrup
antihistamine, allergy tablet, anti allergy, cetirizine | एलर्जी की गोली | allergy ki goli
antiseptic, antiseptic liquid, disinfectant | एंटीसेप्टिक, कीटाणुनाशक | antiseptik, keetanunashak
bandage, bandages, band aid, bandaid, plaster, adhesive bandage, gauze, crepe bandage | बैंडेज, मरहम पट्टी | bandej, marham patti
ointment, antiseptic cream | मरहम, मलहम | marham, malham
thermometer, digital thermometer, fever meter | तापमापी | tapmapi, taapmapi
multivitamin, multivitamins, vitamin, vitamins, supplement, supplements | विटामिन | vitamin goli, takat ki dawai
hand sanitizer, sanitizer, sanitiser, hand sanitiser | सैनिटाइज़र, सैनिटाइजर | sanitaizer
glucose strips, test strips, sugar test strips, glucometer strips, glucometer | शुगर जांच पट्टी | sugar strip
first aid, first aid kit | प्राथमिक चिकित्सा | pratham upchar
`;

/**
 * Words for medicine in general and for what it is for. Each finds the kinds after `=>`; its own words still
 * find the products whose category or tags say them ("Fever & Pain", tagged cold).
 */
export const HEALTH_USES = `
medicine, medicines, medication | दवा, दवाई, दवाइयाँ, दवाइयां, औषधि | dawa, dawai, davai, dawaai, davaai, dawaiyan, aushadhi => paracetamol, cough syrup, lozenges, vapour rub, pain relief spray, ors, antacid, antihistamine, antiseptic, ointment, multivitamin
tablet, tablets, capsule, capsules | गोली, गोलियाँ, गोलियां, टैबलेट, कैप्सूल | goli, goliyan, tablate => paracetamol, antihistamine, multivitamin
fever, temperature, high temperature | बुखार | bukhar, bukhaar, bukar => paracetamol, thermometer
headache, head ache, migraine | सिरदर्द, सिर दर्द, सर दर्द | sirdard, sir dard, sar dard, sardard => paracetamol, vapour rub
body pain, body ache, back pain, muscle pain, joint pain, sprain, pain, ache, aches | दर्द, बदन दर्द, कमर दर्द, मोच | dard, badan dard, kamar dard, moch => pain relief spray, vapour rub, paracetamol
toothache, tooth pain | दांत दर्द, दाँत दर्द | dant dard, daant dard => paracetamol
cold, common cold, blocked nose, runny nose, stuffy nose, flu | सर्दी, जुकाम, ज़ुकाम, सर्दी जुकाम, नज़ला | sardi, zukam, jukam, zukaam, nazla, sardi zukam => vapour rub, cough syrup, antihistamine, paracetamol
cough, dry cough, sore throat | खांसी, खाँसी, गला खराब | khansi, khaansi, khasi, gala kharab => cough syrup, lozenges
acidity, heartburn, indigestion, acid reflux | एसिडिटी, अपच, खट्टी डकार | apach, khatti dakar => antacid
allergy, allergies, sneezing, itching | एलर्जी, छींक, खुजली | elarji, chheenk, khujli => antihistamine
loose motion, loose motions, diarrhoea, diarrhea, dehydration, vomiting | दस्त, उल्टी, पानी की कमी | dast, ulti => ors
wound, wounds, injury | घाव, ज़ख्म, जख्म | ghav, ghaav, zakhm, jakhm => antiseptic, bandage, ointment
weakness, tiredness, fatigue, immunity | कमज़ोरी, कमजोरी, थकान | kamzori, kamjori, thakan => multivitamin
diabetes, diabetic, blood sugar | मधुमेह | madhumeh => glucose strips
periods, period, menstruation | माहवारी, पीरियड्स, मासिक धर्म | mahwari, mahavari => sanitary pads
germs, hygiene | कीटाणु | kitanu, keetanu => hand sanitizer, antiseptic
`;

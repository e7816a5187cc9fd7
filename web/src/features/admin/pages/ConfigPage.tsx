import { textosConfig } from '../../../i18n/es/config';
import { Encabezado } from '../components/Encabezado';
import { EspecialidadesSection } from '../components/EspecialidadesSection';
import { FondoSection } from '../components/FondoSection';
import { ProfesionalesSection } from '../components/ProfesionalesSection';
import { PropuestasSection } from '../components/PropuestasSection';
import '../admin.css';

/** `/panel/config`: Especialidades, Médicos, the profile changes to approve and Fondo. */
export default function ConfigPage() {
  return (
    <div className="admin">
      <Encabezado titulo={textosConfig.titulo} texto={textosConfig.descripcion} />
      <EspecialidadesSection />
      <ProfesionalesSection />
      <PropuestasSection />
      <FondoSection />
    </div>
  );
}

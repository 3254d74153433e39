{{/* Names and labels shared by every object of the chart. */}}

{{/* The chart's name, cut to the 63 characters a label value may hold. */}}
{{- define "rainbond-website.name" -}}
{{- .Chart.Name | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* The objects' name: the release name, followed by the chart's unless it already contains it. */}}
{{- define "rainbond-website.fullname" -}}
{{- if contains .Chart.Name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}

{{/* The labels that select this release's pods; they never change, since a Deployment's selector cannot. */}}
{{- define "rainbond-website.selectorLabels" -}}
app.kubernetes.io/name: {{ include "rainbond-website.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{/* The labels of every object. */}}
{{- define "rainbond-website.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{ include "rainbond-website.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/component: web
app.kubernetes.io/part-of: rainbond
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end }}

{{/* The image: the tag from values, else the chart's appVersion (the docs version). */}}
{{- define "rainbond-website.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) }}
{{- end }}

{{/* siteUrl's host without a port: the Ingress host. */}}
{{- define "rainbond-website.host" -}}
{{- (urlParse .Values.siteUrl).hostname }}
{{- end }}
